/**
 * The chunks a page needs beyond its page entry, named in its HTML as `<link rel="modulepreload">`, so
 * the browser fetches the screen and its words (the site's in Spanish, the screen's own area's in either
 * language) while the app starts instead of after: one round trip less before the first paint on a slow
 * phone connection. Read from the build's Vite manifest; without one (a test's stand-in build), pages get
 * no chunk hints. The public answers the screen draws from (ROUTE_DATA) are named the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchClientRoute, type ClientRouteName } from '#common/client-routes';
import type { Locale } from '#common/i18n/locales';
import { APP_ENTRY, LANGUAGE_MODULES, pageEntry, ROUTE_DATA, ROUTE_MODULES, routeWords } from '#common/route-modules';

type Chunk = { file: string; imports?: string[] };

/** `<link>` tags for a page in a language; '' when the page is not one of the app's screens. */
export type RoutePreloads = (pathname: string, locale: Locale) => string;

/** `<link>` tags for the public answers a screen draws from (ROUTE_DATA), asked for as the app's own request asks. */
function dataPreloads(route: ClientRouteName): string {
  return (ROUTE_DATA[route] ?? []).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('');
}

/** The chunks of a page's screen and words, from the build's manifest; none without one. */
function chunkPreloads(distDir: string): (route: ClientRouteName, locale: Locale) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const tags = (entry: string, modules: readonly string[]) => {
    // The entry's own imports are already preloaded by the HTML Vite wrote for it.
    const shell = closure(entry, new Set());
    const keys = new Set<string>();
    for (const module of modules) closure(module, keys);
    return [...keys]
      .filter((key) => !shell.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('');
  };
  return (route, locale) => {
    const entry = pageEntry(route);
    // A screen with an entry of its own is in that entry: only its words can be missing.
    return tags(entry, [
      ...LANGUAGE_MODULES[locale],
      ...routeWords(route, locale),
      ...(entry === APP_ENTRY ? ROUTE_MODULES[route] : []),
    ]);
  };
}

export function readRoutePreloads(distDir: string): RoutePreloads {
  const chunks = chunkPreloads(distDir);
  const cache = new Map<string, string>();
  return (pathname, locale) => {
    const route = matchClientRoute(pathname);
    if (!route) return '';
    const key = `${route} ${locale}`;
    let links = cache.get(key);
    if (links === undefined) {
      links = chunks(route, locale) + dataPreloads(route);
      cache.set(key, links);
    }
    return links;
  };
}
