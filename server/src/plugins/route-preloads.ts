/**
 * The chunks a page needs beyond the app's entry, named in its HTML as `<link rel="modulepreload">`, so
 * the browser fetches the screen (and, in Spanish, the site's words) while the app starts instead of
 * after: one round trip less before the first paint on a slow phone connection. Read from the build's
 * Vite manifest; without one (a test's stand-in build), pages get no hints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchClientRoute } from '#common/client-routes';
import type { Locale } from '#common/i18n/locales';
import { LANGUAGE_MODULES, ROUTE_MODULES } from '#common/route-modules';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/** `<link>` tags for a page in a language; '' when the page is not one of the app's screens. */
export type RoutePreloads = (pathname: string, locale: Locale) => string;

export function readRoutePreloads(distDir: string): RoutePreloads {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry's own imports are already preloaded by the index.html Vite wrote.
  const shell = entry ? closure(entry, new Set()) : new Set<string>();
  const tags = (modules: readonly string[]) => {
    const keys = new Set<string>();
    for (const module of modules) closure(module, keys);
    return [...keys]
      .filter((key) => !shell.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('');
  };
  const cache = new Map<string, string>();
  return (pathname, locale) => {
    const route = matchClientRoute(pathname);
    if (!route) return '';
    const key = `${route} ${locale}`;
    let links = cache.get(key);
    if (links === undefined) {
      links = tags([...LANGUAGE_MODULES[locale], ...ROUTE_MODULES[route]]);
      cache.set(key, links);
    }
    return links;
  };
}
