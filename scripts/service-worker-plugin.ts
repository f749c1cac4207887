/**
 * Emits `sw.js` (web/service-worker.js) with the list of the build's assets, so the verify page keeps
 * working offline. Written here rather than taken from vite-plugin-pwa: its Workbox build pulls in
 * rollup's platform packages, which this project's registry lacks, and `npm ci` then fails.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = path.resolve(import.meta.dirname, '../web/service-worker.js');
const CACHED = /\.(js|css|woff2|wasm|svg)$/;

export function serviceWorker(): Plugin {
  return {
    name: 'sdr-service-worker',
    apply: 'build',
    // Once the bundle is written: before then it still lists chunks Vite drops (a dynamic entry's CSS stub).
    writeBundle(options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && CACHED.test(file))
        .map((file) => `/${file}`)
        .sort();
      assets.push('/favicon.svg');
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__SDR_VERSION__', version)
        .replace("'__SDR_ASSETS__'", JSON.stringify(JSON.stringify(assets)));
      fs.writeFileSync(path.join(options.dir!, 'sw.js'), source);
    },
  };
}
