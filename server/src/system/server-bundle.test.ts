/**
 * What the production server loads when it starts, read from the bundle `npm test` builds before the
 * unit tests (run `npm run build` first when running this alone). Every package a bundle imports
 * statically is in memory for the process's whole life.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from '../../../scripts/bundle-server';

function staticImports(entry: string): string[] {
  const file = path.join(SERVER_BUILD_DIR, `${entry}.js`);
  if (!fs.existsSync(file)) throw new Error(`No server build at ${file}: run \`npm run build\` first.`);
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s[^;]*?\sfrom\s"([^"]+)"/gm)].map((match) => match[1]!);
}

describe("the production server's bundle", () => {
  it('leaves the PDF parser to the check processes (about 19 MB resident for the whole life of the server)', () => {
    expect(staticImports('pdf-worker')).toContain('@cantoo/pdf-lib');
    expect(staticImports('main')).not.toContain('@cantoo/pdf-lib');
  });

  it('loads the passkey library with the first passkey step, not at start (about 8 MB resident)', () => {
    expect(staticImports('main')).not.toContain('@simplewebauthn/server');
  });

  it.each(['qrcode', '@node-rs/argon2', 'csv-stringify', 'csv-stringify/sync', 'file-type'])(
    'loads %s with its first use (a code, a sign-in, an export, an upload), not at start',
    (name) => {
      expect(staticImports('main')).not.toContain(name);
    },
  );

  it('loads OpenTelemetry only when a collector is configured (docs/decisions/037-tracing.md)', () => {
    expect(staticImports('main').filter((name) => name.startsWith('@opentelemetry/'))).toEqual([]);
  });
});

describe("the production server's source text", () => {
  it.each(Object.keys(SERVER_ENTRIES))(
    '%s.js is ASCII, so V8 keeps it at one byte a character (one other character doubles the whole file in memory)',
    (entry) => {
      const source = fs.readFileSync(path.join(SERVER_BUILD_DIR, `${entry}.js`), 'utf8');
      const lines = source.split('\n');
      const wide = lines.flatMap((text, i) =>
        /[\u0080-\uffff]/.test(text) ? [`line ${i + 1}: ${text.trim().slice(0, 120)}`] : [],
      );
      expect(wide).toEqual([]);
    },
  );
});
