/**
 * A stop that waits for answers, not for clients. Fastify closes the connections that are idle when it
 * starts closing, but two kinds would hold the stop until the client hung up:
 * - a connection whose request was under way stays open after its answer (a proxy's pool, a browser):
 *   once closing begins, every answer says `Connection: close`, and Node ends it as soon as it is sent;
 * - a connection that has sent nothing yet (a browser's preconnect) is not idle to Node: once no request
 *   is left under way, every connection still open is closed.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  let underWay = 0;
  const closeWhenQuiet = () => {
    if (closing && underWay === 0) app.server.closeAllConnections();
  };
  app.server.on('request', (_request, response) => {
    underWay += 1;
    response.once('close', () => {
      underWay -= 1;
      closeWhenQuiet();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
    // Fastify stops listening right after the preClose hooks; only then may the rest be closed.
    setImmediate(closeWhenQuiet);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
