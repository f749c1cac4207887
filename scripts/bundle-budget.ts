/**
 * Prints the gzipped JavaScript each public route loads on its first visit (the entry, the route's own
 * chunk, and everything they import statically) and fails when one passes the budget. Run by
 * `npm run build`; sizes are deterministic, so unlike timings they belong in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(process.argv[2] ?? 'dist');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The route modules of the public screens, as the router imports them (admin screens are not public). */
const ROUTES: Record<string, string | null> = {
  '/': null,
  '/registry/{id}': null,
  '/register': 'src/features/registration/registration-wizard.tsx',
  '/lookup': 'src/features/lookup/lookup-page.tsx',
  '/confirmation/{id}': 'src/features/confirmation/confirmation-page.tsx',
  '/admin/login': 'src/features/auth/login-page.tsx',
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

let failed = false;
for (const [route, module] of Object.entries(ROUTES)) {
  const keys = closure(entry);
  if (module) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk: update ROUTES in scripts/bundle-budget.ts`);
    closure(module, keys);
  }
  const bytes = [...keys].reduce((sum, key) => sum + gz(manifest[key]?.file ?? ''), 0);
  const over = bytes > BUDGET_BYTES;
  failed ||= over;
  console.log(`${over ? 'OVER ' : ''}${route.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped JavaScript on first load`);
}
if (failed) {
  console.error(`A public route loads more than ${BUDGET_BYTES / 1024} KB of gzipped JavaScript.`);
  process.exit(1);
}
