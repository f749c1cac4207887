/**
 * An answer sent before the request's body has all arrived (an upload refused part-way, or refused
 * before its route read it: a rate limit, a sign-in, a bad header) closes the connection. Otherwise Node
 * would read the rest of the body, to drop it and keep the connection for a next request: all 200 MB.
 */
import type { FastifyInstance } from 'fastify';

export function closeWhenBodyUnread(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is Node's: the parser has the whole message. Injected requests (tests) have no such field.
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
}
