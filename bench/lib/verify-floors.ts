/**
 * The floors the verify page is timed against, in the same run on the same (slowed) browser:
 * - the static floor (issue 53's yardstick): an HTML page holding the verify page's title and a "Valid"
 *   heading, with the app's own style sheet and no script; its first contentful paint is the least any
 *   page showing that verdict could take;
 * - the React floor: React and React DOM rendering the same, built by Vite for production, which shows
 *   what React itself costs to start.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { APP_ENTRY } from '../../common/route-modules';

/** A page with the verify page's title, `head` after it and `body` inside. */
const floorPage = (head: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Verify a Registration</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>`;

const STATIC_PAGE = floorPage(
  '<link rel="stylesheet" href="./app.css" />',
  '<main><h1>Verify a Registration</h1><h2>Valid</h2></main>',
);

const PAGE = floorPage('', '<div id="root"></div>\n    <script type="module" src="./main.js"></script>');

const MAIN = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Verify a Registration'), h('h2', null, 'Valid')),
);`;

/** The app's style sheet, as its entry loads it. */
async function appStyleSheet(appDist: string): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(path.join(appDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[]; imports?: string[] }
  >;
  // The style sheet of the app's entry, or of the chunk it shares with the verify page's.
  const css = [APP_ENTRY, ...(manifest[APP_ENTRY]?.imports ?? [])].flatMap((key) => manifest[key]?.css ?? [])[0];
  if (!css) throw new Error(`no style sheet for ${APP_ENTRY} in ${appDist}: run npm run build first`);
  return path.join(appDist, css);
}

/** A new folder under node_modules/.cache (so React resolves as the app's does) with the app's style sheet and `page`. */
async function floorFolder(name: string, appDist: string, page: string): Promise<string> {
  const dir = path.resolve('node_modules/.cache', name);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await fs.copyFile(await appStyleSheet(appDist), path.join(dir, 'app.css'));
  await fs.writeFile(path.join(dir, 'index.html'), page);
  return dir;
}

/** Builds the React floor; returns its folder. */
export async function buildReactFloor(appDist: string): Promise<string> {
  const dir = await floorFolder('sdr-react-floor', appDist, PAGE);
  await fs.writeFile(path.join(dir, 'main.js'), MAIN);
  await build({ root: dir, configFile: false, logLevel: 'silent', base: '/react-floor/', build: { outDir: 'dist' } });
  return path.join(dir, 'dist');
}

/** Writes the static floor; returns its folder. */
export function buildStaticFloor(appDist: string): Promise<string> {
  return floorFolder('sdr-static-floor', appDist, STATIC_PAGE);
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves each floor's folder at `/<prefix>/` from a plain HTTP server in this process (idle while the
 * browser loads), so a floor's files come over loopback as the verify page's do, not through the browser
 * automation's interception, which would slow the floor and flatter the page. Returns its origin and close.
 */
export async function serveFloors(
  folders: Record<string, string>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const [, prefix = '', ...rest] = new URL(request.url ?? '/', 'http://floor').pathname.split('/');
    const dir = folders[prefix];
    const file = dir ? path.join(dir, path.normalize(rest.join('/') || 'index.html')) : '';
    if (!dir || !file.startsWith(dir)) return void response.writeHead(404).end();
    fs.readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
