/**
 * Serves the built web app from one process with the API. Known client routes get their page entry's
 * HTML (index.html, or the verify page's own v.html: common/route-modules.ts); any other path gets
 * index.html, with status 404, so the app shows Page Not Found and crawlers see a 404.
 * An API path asked with the wrong method gets 405 (plugins/method-not-allowed.ts), other API paths 404.
 * The page carries the public settings in a meta tag, so the first paint already shows the registry's
 * name and tagline (no layout shift, no extra request) without an inline script the CSP would refuse,
 * and names the chunks of the page's screen and language for the browser to fetch at once
 * (plugins/route-preloads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicConfig } from '#common/api';
import { isClientRoute, matchClientRoute } from '#common/client-routes';
import { APP_ENTRY, PAGE_ENTRIES, pageEntry } from '#common/route-modules';
import { isLocale, type Locale } from '#common/i18n/locales';
import { CONFIG_META_NAME } from '#common/constants';
import { requestLocale, say } from '../lib/words';
import { refuseWrongMethod } from './method-not-allowed';
import { readRoutePreloads } from './route-preloads';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderIndexHtml(template: string, config: PublicConfig): string {
  const meta = `<meta name="${CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(config))}" />`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.registryName)}</title>`)
    .replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * The language the app will most likely start in, as web/src/i18n/initial-locale.ts chooses it: a link's
 * `lang`, else the browser's languages (an earlier choice kept in the browser is not visible here).
 */
function pageLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(lang) ? lang : requestLocale(request);
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  config: PublicConfig,
  /** Whether a page of the app's routes names something that exists (a programme's page, its programme). */
  pageExists: (pathname: string) => Promise<boolean> = async () => true,
): Promise<void> {
  /** Each page entry's HTML, with the settings in it; null when there is no built app to serve. */
  const pageHtml = (entry: string): string | null => {
    const file = distDir ? path.join(distDir, entry) : null;
    return file && fs.existsSync(file) ? renderIndexHtml(fs.readFileSync(file, 'utf8'), config) : null;
  };
  const indexHtml = pageHtml(APP_ENTRY);
  // A build without an entry of a screen's own (a test's stand-in) serves that screen from the app's.
  const pages = new Map(Object.values(PAGE_ENTRIES).map((entry) => [entry, pageHtml(entry) ?? indexHtml] as const));
  const preloads = distDir ? readRoutePreloads(distDir) : () => '';
  if (indexHtml && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets never change under their URL;
        // the few un-hashed files (favicon, manifest, robots.txt) may be an hour old.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // An API path asked with a method it does not have: 405 with Allow, not "no such route".
    if (refuseWrongMethod(app, request, reply)) return reply;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: say(requestLocale(request), 'errors.noApiRoute', { method: request.method, path: pathname }),
        },
      });
    }
    const known = isClientRoute(pathname) && (await pageExists(pathname));
    const html = pages.get(pageEntry(matchClientRoute(pathname))) ?? indexHtml;
    const links = preloads(pathname, pageLocale(request));
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(links ? html.replace('</head>', `${links}</head>`) : html);
  });
}
