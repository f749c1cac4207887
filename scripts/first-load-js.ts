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

export function firstLoadBytes(distDir: string): Record<string, number> {
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

  return Object.fromEntries(
    Object.entries(PUBLIC_ROUTES).map(([route, module]) => {
      const keys = closure(entry);
      if (module) {
        if (!manifest[module])
          throw new Error(`${module} is not a chunk: update PUBLIC_ROUTES in scripts/first-load-js.ts`);
        closure(module, keys);
      }
      return [route, [...keys].reduce((sum, key) => sum + gz(manifest[key]?.file ?? ''), 0)];
    }),
  );
}
