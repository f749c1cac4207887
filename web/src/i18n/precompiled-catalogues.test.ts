/**
 * The browser carries no ICU parser: every catalogue module is parsed at build time by the Vite plugin,
 * which finds them by name. A catalogue it does not recognise would reach the browser unparsed, its
 * placeholders shown as written ("valid through {date}").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../scripts/precompiled-messages-plugin';

const I18N = fileURLToPath(new URL('../../../common/i18n/', import.meta.url));

describe('the catalogues the build parses', () => {
  it('are every catalogue module of common/i18n, whatever its area is called', () => {
    const modules = fs.readdirSync(I18N).filter((file) => /messages-(en|es)\.ts$/.test(file));
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect(modules.filter((file) => !CATALOGUE.test(path.join(I18N, file)))).toEqual([]);
  });

  it('leave the other modules of common/i18n alone', () => {
    const others = fs.readdirSync(I18N).filter((file) => file.endsWith('.ts') && !/messages-(en|es)\.ts$/.test(file));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((file) => CATALOGUE.test(path.join(I18N, file)))).toEqual([]);
  });
});
