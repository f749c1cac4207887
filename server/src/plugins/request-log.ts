/**
 * What a request leaves in the server log. The owner link's key and staff's search text (it may be
 * a person's name) never reach a log file; neither do cookies or credentials
 * (docs/decisions/006-code-structure.md).
 */
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are replaced by `[redacted]` in logged URLs. */
export const REDACTED_QUERY_PARAMETERS = ['key', 'search'] as const;
const REDACTED = new RegExp(`([?&](?:${REDACTED_QUERY_PARAMETERS.join('|')})=)[^&]*`, 'g');

export function redactUrl(url: string): string {
  return url.replace(REDACTED, '$1[redacted]');
}

export function requestLogOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
  };
}
