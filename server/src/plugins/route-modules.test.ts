/**
 * The map of pages to their modules against what the router imports and what the production build made
 * (`npm test` builds before the unit tests; run `npm run build` first when running this alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '#common/client-routes';
import { LANGUAGE_MODULES, ROUTE_MODULES } from '#common/route-modules';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the modules of each page', () => {
  it('are what the router imports for that page', () => {
    const router = fs.readFileSync(path.join(root, 'web/src/app/router.tsx'), 'utf8');
    for (const [name, modules] of Object.entries(ROUTE_MODULES)) {
      const screen = modules
        .at(-1)!
        .replace(/^src\//, '../')
        .replace(/\.tsx$/, '');
      expect(router, name).toContain(`import('${screen}')`);
    }
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(Object.keys(CLIENT_ROUTES).sort());
  });

  it('are chunks of the production build, as are the Spanish words', () => {
    const manifestFile = path.join(root, 'dist/.vite/manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error('No production build: run `npm run build` first.');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { isDynamicEntry?: boolean }>;
    for (const module of [...Object.values(ROUTE_MODULES).flat(), ...Object.values(LANGUAGE_MODULES).flat()])
      expect(manifest[module]?.isDynamicEntry, module).toBe(true);
  });
});
