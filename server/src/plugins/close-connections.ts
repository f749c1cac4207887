/**
 * A stop that does not wait for keep-alive clients. Fastify closes the connections that are idle when
 * it starts closing, but a connection whose request was still under way stays open after its answer
 * (a proxy's pool, a browser), and the stop would wait for the client to hang up. So once closing
 * begins, every answer says `Connection: close`, and Node ends that connection as soon as it is sent.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
