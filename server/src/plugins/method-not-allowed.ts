/**
 * 405 for an API path asked with a method it does not have (`GET /api/registrations`), with `Allow`
 * listing the methods it has; a path no route serves stays a 404. The API's routes are those under
 * /api/ and those with a schema (the signing keys and status lists); the web app's pages and files
 * are neither, so its HTML fallback (plugins/web-app.ts) is untouched.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale, say } from '../lib/words';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the API serves `pathname` with (HEAD beside GET), sorted; empty when it serves none. */
    apiMethods(pathname: string): string[];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's URL as a pattern for concrete paths, as Fastify's router matches them: `:name` is one
 * segment (empty too: `/api/lookup/` reaches `/api/lookup/:registryNumber`), `*` the rest.
 */
export function routePattern(url: string): RegExp {
  const source = url
    .split(/(:\w+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]*' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Collects the API's routes as they are added; call before any route is registered. */
export function trackApiMethods(app: FastifyInstance): void {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && !route.schema) return;
    const pattern = routePattern(route.url);
    for (const method of [route.method].flat()) routes.push({ pattern, method });
  });
  app.decorate('apiMethods', (pathname: string) =>
    [...new Set(routes.filter((route) => route.pattern.test(pathname)).map((route) => route.method))].sort(),
  );
}

/** From the not-found handler: answers 405 when the path is an API route's, and says whether it did. */
export function refuseWrongMethod(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const allowed = app.apiMethods(pathname);
  if (allowed.length === 0) return false;
  void reply
    .status(405)
    .header('Allow', allowed.join(', '))
    .send({
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: say(requestLocale(request), 'errors.methodNotAllowed', {
          method: request.method,
          path: pathname,
          allowed: allowed.join(', '),
        }),
      },
    });
  return true;
}
