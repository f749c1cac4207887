/**
 * The gzipped JavaScript each public route loads on its first visit: the entry, the route's own
 * chunk, and everything they import statically, read from Vite's manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ClientRouteName } from '../common/client-routes';
import { ROUTE_MODULES } from '../common/route-modules';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/** A page's first visit: its screen (common/route-modules.ts), and its budget in gzipped KB. */
export interface FirstLoad {
  route: ClientRouteName;
  budgetKb: number;
}

/** Public pages load within 125 KB; the wizard and the staff area, which carry forms and tables, within 160. */
export const ROUTES: Record<string, FirstLoad> = {
  '/': { route: 'home', budgetKb: 125 },
  '/registry/{id}': { route: 'card', budgetKb: 125 },
  '/register': { route: 'register', budgetKb: 160 },
  '/lookup': { route: 'lookup', budgetKb: 125 },
  '/privacy': { route: 'privacy', budgetKb: 125 },
  '/v': { route: 'verify', budgetKb: 125 },
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
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const bytes = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gz(manifest[key]?.file ?? ''), 0);
  const moduleKey = (module: string) => {
    if (!manifest[module]) throw new Error(`${module} is not a chunk: update common/route-modules.ts`);
    return module;
  };
  return { closure, entry, bytes, moduleKey };
}

export function firstLoadBytes(distDir: string): Record<string, number> {
  const { closure, entry, bytes, moduleKey } = readBuild(distDir);
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, { route: name }]) => {
      const keys = closure(entry);
      for (const module of ROUTE_MODULES[name]) closure(moduleKey(module), keys);
      return [route, bytes(keys)];
    }),
  );
}

/** Gzipped bytes a route's module loads beyond the shared shell (the entry and what it imports). */
export function ownBytes(distDir: string, module: string): number {
  const { closure, entry, bytes, moduleKey } = readBuild(distDir);
  const shell = closure(entry);
  return bytes([...closure(moduleKey(module))].filter((key) => !shell.has(key)));
}
