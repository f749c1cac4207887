/**
 * The browser runs React 19 and React DOM, as the product was asked to (docs/decisions/020-react-at-run-time.md):
 * read from the production build that `npm test` makes before this runs (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../../dist');
const require = createRequire(import.meta.url);

function builtScripts(): { entry: string; all: Map<string, string> } {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No production build at ${dist}: run \`npm run build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const all = new Map(
    fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, fs.readFileSync(path.join(dist, 'assets', file), 'utf8')]),
  );
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
  return { entry: fs.readFileSync(path.join(dist, entry), 'utf8'), all };
}

describe('the production build', () => {
  it('renders with React DOM, the version installed, which React DevTools can attach to', () => {
    const { entry } = builtScripts();
    const { version } = require('react-dom/package.json') as { version: string };
    // What React DOM hands React DevTools when it starts: its name and version.
    expect(entry).toMatch(
      new RegExp(`version:\`${version.replaceAll('.', '\\.')}\`,rendererPackageName:\`react-dom\``),
    );
    expect(entry).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
  });

  it('holds no Preact, in any chunk or in the installed packages', () => {
    for (const [file, code] of builtScripts().all) expect(code, file).not.toMatch(/preact/i);
    expect(() => require.resolve('preact')).toThrow();
    expect(() => require.resolve('preact/compat')).toThrow();
  });
});
