/**
 * What a request leaves in the server log. The owner link's key, staff's search text (it may be a
 * person's name) and the one-time setup token never reach a log file; neither do cookies or
 * credentials (docs/decisions/006-code-structure.md). In development the lines are pretty-printed
 * for a person (pino-pretty, a development dependency); elsewhere they are JSON, one per line.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are replaced by `[redacted]` in logged URLs, however their names are encoded. */
export const REDACTED_QUERY_PARAMETERS = ['key', 'search'] as const;
/** Paths that carry a secret: the first-admin setup link, as the API and the web app receive it. */
const SECRET_PATHS = [/^(\/api\/auth\/setup\/)[^/?#]+/, /^(\/admin\/setup\/)[^/?#]+/];

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return (REDACTED_QUERY_PARAMETERS as readonly string[]).includes(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** pino-pretty when it is installed (a development install); JSON lines when it is not. */
function prettyTransport(): { target: string } | undefined {
  try {
    return { target: createRequire(import.meta.url).resolve('pino-pretty') };
  } catch {
    return undefined;
  }
}

export function requestLogOptions(level: string, pretty = false): NonNullable<FastifyServerOptions['logger']> {
  const transport = pretty ? prettyTransport() : undefined;
  return {
    level,
    ...(transport ? { transport } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
  };
}
