/**
 * The least a React page can be: React and React DOM rendering the verify page's title and a "Valid"
 * heading, built by Vite for production, with the app's own style sheet. Timed by the verify-page
 * benchmark beside the real page, so its result can be read against what React itself costs to start on
 * the same (slowed) browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { APP_ENTRY } from '../../common/route-modules';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Verify a Card</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>`;

const MAIN = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Verify a Card'), h('h2', null, 'Valid')),
);`;

/** Builds the page (inside node_modules, so React resolves as the app's does); returns its folder. */
export async function buildReactFloor(appDist: string): Promise<string> {
  const dir = path.resolve('node_modules/.cache/sdr-react-floor');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const manifest = JSON.parse(await fs.readFile(path.join(appDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[]; imports?: string[] }
  >;
  // The style sheet of the app's entry, or of the chunk it shares with the verify page's.
  const css = [APP_ENTRY, ...(manifest[APP_ENTRY]?.imports ?? [])].flatMap((key) => manifest[key]?.css ?? [])[0];
  if (!css) throw new Error(`no style sheet for ${APP_ENTRY} in ${appDist}: run npm run build first`);
  await fs.copyFile(path.join(appDist, css), path.join(dir, 'app.css'));
  await fs.writeFile(path.join(dir, 'index.html'), PAGE);
  await fs.writeFile(path.join(dir, 'main.js'), MAIN);
  await build({ root: dir, configFile: false, logLevel: 'silent', base: '/react-floor/', build: { outDir: 'dist' } });
  return path.join(dir, 'dist');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built page at `${origin}/react-floor/` to one browser context (the registry's server never sees it). */
export async function serveReactFloor(context: BrowserContext, origin: string, dist: string): Promise<string> {
  await context.route(`${origin}/react-floor/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/react-floor\/?/, '') || 'index.html';
    const file = path.join(dist, path.normalize(name));
    if (!file.startsWith(dist)) return route.fulfill({ status: 404 });
    try {
      await route.fulfill({
        body: await fs.readFile(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
  return `${origin}/react-floor/`;
}
