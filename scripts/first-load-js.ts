/**
 * The gzipped JavaScript each public route loads on its first visit in English: its page entry, the
 * route's own chunk, the words its HTML names with it (ROUTE_AREAS), and everything they import
 * statically, read from Vite's manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ClientRouteName } from '../common/client-routes';
import { APP_ENTRY, pageEntry, ROUTE_MODULES, routeWords, TAKEOVER_MODULES } from '../common/route-modules';

type Chunk = { file: string; imports?: string[] };

/** A page's first visit: its screen (common/route-modules.ts), and its budget in gzipped KB. */
export interface FirstLoad {
  route: ClientRouteName;
  budgetKb: number;
  /**
   * Counted with what starts React after the page's first paint (TAKEOVER_MODULES); without it, a page
   * that paints first counts what it paints with, which holds no React.
   */
  takeover?: true;
}

/** Public pages load within 125 KB; the wizard and the staff area, which carry forms and tables, within 160. */
export const ROUTES: Record<string, FirstLoad> = {
  '/': { route: 'home', budgetKb: 125 },
  '/registry/{id}': { route: 'card', budgetKb: 125 },
  '/register': { route: 'register', budgetKb: 160 },
  '/lookup': { route: 'lookup', budgetKb: 125 },
  '/privacy': { route: 'privacy', budgetKb: 125 },
  // The verdict is drawn with no React (decision 051); React's start follows it, carrying the first paint's
  // own 4 KB (the verdict's markup, the frame's filling) beyond what the page loaded before.
  '/v': { route: 'verify', budgetKb: 40 },
  '/v, React taking over': { route: 'verify', budgetKb: 130, takeover: true },
  '/confirmation/{id}': { route: 'confirmation', budgetKb: 125 },
  '/admin/login': { route: 'adminLogin', budgetKb: 160 },
  '/admin/dashboard': { route: 'adminDashboard', budgetKb: 160 },
  '/admin/edit/{id}': { route: 'adminEdit', budgetKb: 160 },
};

/** The Vite manifest of a build, with the import closure of a chunk and each file's gzipped size. */
function readBuild(distDir: string) {
  const dist = path.resolve(distDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const bytes = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gz(manifest[key]?.file ?? ''), 0);
  const chunk = (key: string) => {
    if (!manifest[key]) throw new Error(`${key} is not a chunk: update common/route-modules.ts`);
    return key;
  };
  /**
   * The chunks a first visit to `route` loads: its page entry, and the screen's modules when the entry is the
   * app's; with `takeover`, also what starts React after a first paint.
   */
  const firstLoad = (route: ClientRouteName, takeover = false) => {
    const entry = pageEntry(route);
    const keys = closure(chunk(entry));
    if (entry === APP_ENTRY) for (const module of ROUTE_MODULES[route]) closure(chunk(module), keys);
    for (const module of routeWords(route, 'en')) closure(chunk(module), keys);
    const startsReact = TAKEOVER_MODULES[entry];
    if (takeover && startsReact) closure(chunk(startsReact), keys);
    return keys;
  };
  return { closure, bytes, firstLoad, fileOf: (key: string) => path.join(dist, manifest[key]?.file ?? '') };
}

/** The files (absolute paths) of the JavaScript a first visit to `route` loads; `takeover`: React's start too. */
export function firstLoadFiles(distDir: string, route: ClientRouteName, takeover = false): string[] {
  const { firstLoad, fileOf } = readBuild(distDir);
  return [...firstLoad(route, takeover)].map(fileOf);
}

export function firstLoadBytes(distDir: string): Record<string, number> {
  const { bytes, firstLoad } = readBuild(distDir);
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, { route: name, takeover }]) => [route, bytes(firstLoad(name, takeover))]),
  );
}

/** Gzipped bytes a route's first visit loads beyond the app's shell (its entry and what that imports). */
export function ownBytes(distDir: string, route: ClientRouteName): number {
  const { closure, bytes, firstLoad } = readBuild(distDir);
  const shell = closure(APP_ENTRY);
  return bytes([...firstLoad(route)].filter((key) => !shell.has(key)));
}
