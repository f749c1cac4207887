/**
 * The map of pages to their modules against what the router imports and what the production build made
 * (`npm test` builds before the unit tests; run `npm run build` first when running this alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, type ClientRouteName } from '#common/client-routes';
import { LOCALES } from '#common/i18n/locales';
import {
  APP_ENTRY,
  LANGUAGE_MODULES,
  PAGE_ENTRIES,
  ROUTE_AREAS,
  ROUTE_MODULES,
  routeWords,
} from '#common/route-modules';
import { firstLoadFiles } from '../../../scripts/first-load-js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the modules of each page', () => {
  it('are what the router imports for that page', () => {
    // The staff area's screens are in its own table of routes, which the router loads.
    const router = ['router.tsx', 'admin-routes.tsx']
      .map((file) => fs.readFileSync(path.join(root, 'web/src/app', file), 'utf8'))
      .join('\n');
    expect(router).toContain("import('./admin-routes')");
    for (const [name, modules] of Object.entries(ROUTE_MODULES)) {
      const screen = modules
        .at(-1)!
        .replace(/^src\//, '../')
        .replace(/\.tsx$/, '');
      expect(router, name).toContain(`import('${screen}')`);
    }
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(Object.keys(CLIENT_ROUTES).sort());
  });

  it('are chunks of the production build, as are the Spanish words and each screen’s words, and each page entry is an entry', () => {
    const manifestFile = path.join(root, 'dist/.vite/manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error('No production build: run `npm run build` first.');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { isDynamicEntry?: boolean; isEntry?: boolean }
    >;
    // A screen with a page entry of its own is built into that entry, not a chunk the app loads by its name.
    const fromAppEntry = Object.entries(ROUTE_MODULES).filter(([name]) => !(name in PAGE_ENTRIES));
    const words = (Object.keys(ROUTE_AREAS) as ClientRouteName[]).flatMap((route) =>
      LOCALES.flatMap((locale) => routeWords(route, locale)),
    );
    for (const module of [
      ...fromAppEntry.flatMap(([, modules]) => modules),
      ...Object.values(LANGUAGE_MODULES).flat(),
      ...words,
    ])
      expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    for (const entry of [APP_ENTRY, ...Object.values(PAGE_ENTRIES)]) expect(manifest[entry]?.isEntry, entry).toBe(true);
  });

  it('name as words to fetch first only those a screen waits for', () => {
    for (const [route, area] of Object.entries(ROUTE_AREAS)) {
      const screen = fs.readFileSync(path.join(root, 'web', ROUTE_MODULES[route as ClientRouteName].at(-1)!), 'utf8');
      expect(screen, route).toContain(`useArea('${area}')`);
    }
  });

  it("are started from pages that differ from the app's only in the script they run", () => {
    const page = (entry: string) => fs.readFileSync(path.join(root, 'web', entry), 'utf8');
    const withoutScript = (html: string) => html.replace(/<script type="module" src="[^"]+"><\/script>/, '');
    for (const entry of Object.values(PAGE_ENTRIES)) {
      expect(page(entry)).not.toBe(page(APP_ENTRY));
      expect(withoutScript(page(entry)), entry).toBe(withoutScript(page(APP_ENTRY)));
    }
  });

  it("keep the card check in the first load of the verify page's entry, and out of every other page's", () => {
    // The name of the measure the check records (web/src/features/verify/card-check.ts) marks its code.
    const carriesCheck = (route: ClientRouteName) =>
      firstLoadFiles(path.join(root, 'dist'), route).some((file) =>
        fs.readFileSync(file, 'utf8').includes('sdr-verify'),
      );
    // "Show the law" starts from the verify page's entry, under its address, to be kept offline with it (decision 047).
    for (const route of Object.keys(CLIENT_ROUTES) as ClientRouteName[])
      expect(carriesCheck(route), route).toBe(PAGE_ENTRIES[route] === PAGE_ENTRIES.verify);
  });
});
