/**
 * Serves the built web app from one process with the API. Known client routes get index.html;
 * any other path gets it too, with status 404, so the app shows Page Not Found and crawlers see a 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const CLIENT_ROUTES = [
  /^\/$/,
  /^\/register\/?$/,
  /^\/lookup\/?$/,
  /^\/registry\/[^/]+\/?$/,
  /^\/confirmation\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

function apiNotFound(method: string, url: string) {
  return { error: { code: 'NOT_FOUND', message: `No API route for ${method} ${url.split('?')[0]}` } };
}

export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets never change under their URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const known = CLIENT_ROUTES.some((route) => route.test(pathname));
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
