/**
 * The type face's fallbacks (scripts/font-fallbacks-plugin.ts) are only used where the site's font
 * stack names them: web/src/theme.css must list the generated families, in their order, after the face.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_STACK } from '../../../scripts/font-fallbacks-plugin';

const families = (list: string) => list.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

describe('the font stack', () => {
  it('names the face, then every matched fallback face, as the plugin makes them', () => {
    const theme = fs.readFileSync(path.resolve(import.meta.dirname, '../theme.css'), 'utf8');
    const sans = theme.match(/--font-sans:([^;]+);/)?.[1] ?? '';
    const generated = families(FONT_STACK.fontFamily).filter((name, i) => i === 0 || name.includes(' Fallback: '));
    expect(generated.length).toBeGreaterThan(1);
    expect(families(sans).slice(0, generated.length)).toEqual(generated);
    for (const name of generated.slice(1)) expect(FONT_STACK.fontFaces).toContain(`font-family: "${name}"`);
  });
});
