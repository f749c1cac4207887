/**
 * The browser runs React 19 and React DOM, as the product was asked to (docs/decisions/020-react-at-run-time.md):
 * read from the production build that `npm test` makes before this runs (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { ClientRouteName } from '#common/client-routes';
import { firstLoadFiles } from '../../../scripts/first-load-js';

const dist = path.resolve(import.meta.dirname, '../../../dist');
const require = createRequire(import.meta.url);

function builtScripts(): Map<string, string> {
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json')))
    throw new Error(`No production build at ${dist}: run \`npm run build\` first.`);
  return new Map(
    fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, fs.readFileSync(path.join(dist, 'assets', file), 'utf8')]),
  );
}

/** The code a first visit to `route` runs: its page entry and what that imports; `takeover`: and React's start after a first paint. */
function startingCode(route: ClientRouteName, takeover = false): string {
  return firstLoadFiles(dist, route, takeover)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

describe('the production build', () => {
  it('renders with React DOM, the version installed, which React DevTools can attach to', () => {
    const { version } = require('react-dom/package.json') as { version: string };
    // Both page entries: the app's, and the verify page's own, whose React takes over its first paint.
    for (const route of ['home', 'verify'] as const) {
      const code = startingCode(route, true);
      // What React DOM hands React DevTools when it starts: its name and version.
      expect(code, route).toMatch(
        new RegExp(`version:\`${version.replaceAll('.', '\\.')}\`,rendererPackageName:\`react-dom\``),
      );
      expect(code, route).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    }
  });

  it("paints the verify page's verdict with no React: React's code starts after it (decision 051)", () => {
    const code = startingCode('verify');
    expect(code).toContain('sdr-verify');
    expect(code).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(code).not.toMatch(/rendererPackageName/);
  });

  it('holds no Preact, in any chunk or in the installed packages', () => {
    for (const [file, code] of builtScripts()) expect(code, file).not.toMatch(/preact/i);
    expect(() => require.resolve('preact')).toThrow();
    expect(() => require.resolve('preact/compat')).toThrow();
  });
});
