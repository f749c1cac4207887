/**
 * What a request leaves in the server log: one line when it is answered (method, route, address
 * without secrets, status, duration; pino adds the request id). The owner link's key, staff's search
 * text (it may be a person's name) and the one-time setup token never reach a log file; neither do
 * cookies or credentials (docs/decisions/006-code-structure.md). In development the lines are
 * pretty-printed for a person (pino-pretty, a development dependency); elsewhere they are JSON, one
 * per line, and nothing else is written between them.
 */
import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type LoggerOptions, type Logger } from 'pino';

/** Query parameters whose values are replaced by `[redacted]` in logged URLs, however their names are encoded. */
export const REDACTED_QUERY_PARAMETERS = ['key', 'search'] as const;
/** Paths that carry a secret: the first-admin setup link and a trainer's invitation, as the API and the web app receive them. */
const SECRET_PATHS = [
  /^(\/api\/auth\/setup\/)[^/?#]+/,
  /^(\/admin\/setup\/)[^/?#]+/,
  /^(\/api\/auth\/invitation\/)[^/?#]+/,
  /^(\/admin\/invitation\/)[^/?#]+/,
];

/** A query parameter's name as a server reads it: decoded, any case, and `key[]` or `key[0]` as `key`. */
function decodedName(name: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    decoded = name;
  }
  return decoded
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, '');
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryStart === -1) return path;
  // `;` separates parameters too for some servers, proxies and log readers (`?x=1;key=…`): split on both,
  // keeping each separator as it was.
  const query = url
    .slice(queryStart + 1)
    .split(/(?<=[&;])/)
    .map((part) => {
      const separator = /[&;]$/.test(part) ? part.slice(-1) : '';
      return { pair: separator ? part.slice(0, -1) : part, separator };
    })
    .map(({ pair, separator }) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const kept = (REDACTED_QUERY_PARAMETERS as readonly string[]).includes(decodedName(name))
        ? `${name}=[redacted]`
        : pair;
      return kept + separator;
    })
    .join('');
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

export function requestLogOptions(level: string, pretty = false): LoggerOptions {
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

/** The process's one logger: the server's requests and everything else it says. */
export function createLogger(level: string, pretty = false): Logger {
  return pino(requestLogOptions(level, pretty));
}

/**
 * Fastify's own request lines, replaced by one line per answered request (it writes two: received,
 * completed). A route may ask for less: `logLevel: 'warn'` on the health check and metrics logs only
 * their failures. A 404 is that same one line, not a second "route not found".
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: redactUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
