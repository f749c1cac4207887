/**
 * Vite plugin: `virtual:verify-first-paint/en` and `/es`, what the verify page's first paint draws with in
 * each language (docs/decisions/051-verify-verdict-in-the-first-paint.md): the page's frame and each
 * verdict's icon as React's server renderer draws them, and the verdict's words, compiled. Rendered when the
 * app is built, by scripts/render-verify-shell.tsx in a process of its own (the app's modules expect a
 * browser's globals, which that process stands in for). Under the dev server the module is null, and the
 * page is drawn by React alone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:verify-first-paint/';
const SCRIPT = path.resolve(import.meta.dirname, 'render-verify-shell.tsx');

export function verifyFirstPaint(): Plugin {
  let building = false;
  let rendered: Record<string, unknown> | null = null;
  return {
    name: 'sdr-verify-first-paint',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      const output = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      rendered = JSON.parse(output) as Record<string, unknown>;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      return `export default ${JSON.stringify(rendered?.[locale] ?? null)};`;
    },
  };
}
