/**
 * `npm run build` (its last step): bundles the server and its command-line tools with esbuild into
 * build/server/*.js, which production runs with plain `node`: no TypeScript loader, one process
 * (docs/DEPLOYMENT.md). Dependencies stay external (node_modules); the shared code in common/ is bundled.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUILD_DIR = 'build/server';

/** Each entry is written to build/server/<name>.js; server/src/system/dockerfile.test.ts reads this list. */
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  'admin-cli': 'server/src/admin-cli.ts',
  'backup-cli': 'server/src/backup-cli.ts',
  'migrate-cli': 'server/src/migrate-cli.ts',
  // The PDF check's processes (server/src/files/pdf-check-pool.ts) are started from this file.
  'pdf-worker': 'server/src/files/pdf-worker.ts',
  // The photo process (server/src/files/photo-process.ts) is started from this file.
  'photo-worker': 'server/src/files/photo-worker.ts',
};

export async function bundleServer(outdir = SERVER_BUILD_DIR): Promise<void> {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleServer();
  console.log(`Server bundled into ${SERVER_BUILD_DIR}/`);
}
