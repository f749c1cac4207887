/**
 * The gzipped JavaScript each public route loads on its first visit: the entry, the route's own
 * chunk, and everything they import statically, read from Vite's manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The route modules of the public screens, as the router imports them (admin screens are not public). */
export const PUBLIC_ROUTES: Record<string, string | null> = {
  '/': 'src/features/home/home-page.tsx',
  '/registry/{id}': 'src/features/card/registry-card-page.tsx',
  '/register': 'src/features/registration/registration-wizard.tsx',
  '/lookup': 'src/features/lookup/lookup-page.tsx',
  '/v': 'src/features/verify/verify-page.tsx',
  '/confirmation/{id}': 'src/features/confirmation/confirmation-page.tsx',
  '/admin/login': 'src/features/auth/login-page.tsx',
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
    if (!manifest[module])
      throw new Error(`${module} is not a chunk: update PUBLIC_ROUTES in scripts/first-load-js.ts`);
    return module;
  };
  return { closure, entry, bytes, moduleKey };
}

export function firstLoadBytes(distDir: string): Record<string, number> {
  const { closure, entry, bytes, moduleKey } = readBuild(distDir);
  return Object.fromEntries(
    Object.entries(PUBLIC_ROUTES).map(([route, module]) => {
      const keys = closure(entry);
      if (module) closure(moduleKey(module), keys);
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
