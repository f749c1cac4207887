/**
 * Security headers on every response. Pages and their files get helmet's set: a Content-Security-Policy with no inline script,
 * nosniff, no framing, a strict referrer policy, and HSTS on responses sent over HTTPS only — over
 * plain HTTP it means nothing, and a self-hoster trying the app on a LAN address must not be pinned.
 * helmet's middleware is built once here; @fastify/helmet rebuilt it (re-parsing the policy) on
 * every request, a measured 5 % of a look-up's time (docs/PERFORMANCE.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

const applyHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly (the offline QR reader) may compile; JavaScript eval stays refused.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
});

/**
 * The same headers as a plain map, for answers sent before any hook runs: a malformed URL (400) and a
 * request whose headers are too large (431), which Node refuses before Fastify sees it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  applyHeaders({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
})();

/**
 * The API's answers (JSON, photos, the QR code) render nothing, load nothing and are never framed, so
 * a short set does all the page set does for them: no content may load or run, no framing, no
 * sniffing, no referrer. Five headers instead of twelve, set from one object: a measured share of a
 * look-up's time went to writing the page headers (docs/PERFORMANCE.md).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The browsable API reference (/api/docs) is a page, with its own scripts and styles. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApiAnswer(request.url)) {
      reply.headers(API_HEADERS);
      return done();
    }
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
