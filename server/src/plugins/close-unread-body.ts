/**
 * An answer sent before the request's body has all arrived (an upload refused part-way, or refused
 * before its route read it: a rate limit, a sign-in, a bad header) closes the connection, but not at
 * once. Most clients (browsers, HTTP libraries) send the whole body before they read the answer; a
 * connection closed while their bytes still arrive is reset, their upload fails with ECONNRESET or
 * EPIPE, and the 401 or 413 waiting for them is lost. So the answer says `Connection: close`, the
 * server's side of the connection ends after it, and the rest of the body is read and dropped — but
 * no more than the largest form any route takes, and only while it keeps coming: past either bound
 * the connection is closed anyway, so no client can make the server read without end.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATION_MAX_BYTES, PHOTO_MAX_BYTES } from '#common/constants';
import { FORM_FIELDS_ALLOWANCE } from '../files/upload-body';

/** The registration form at its largest: a client sending a form the registry takes can always finish. */
export const DRAIN_MAX_BYTES = PHOTO_MAX_BYTES + CERTIFICATION_MAX_BYTES + FORM_FIELDS_ALLOWANCE;
/** A client that stops sending for this long is not finishing its body. */
const DRAIN_IDLE_MS = 5_000;
/** However slowly the bytes come, the connection is closed after this. */
const DRAIN_MAX_MS = 60_000;

/** net.Socket's, undocumented: what Node's http server calls once a `Connection: close` answer is sent. */
type ClosingSocket = Socket & { destroySoon?: () => void };

export function closeWhenBodyUnread(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is Node's: the parser has the whole message. Injected requests (tests) have no such field.
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      if (reply.raw.socket) drainThenClose(request.raw, reply.raw.socket);
    }
    done(null, payload);
  });
}

/**
 * Reads the rest of the body from now on, dropping it, and once the answer is sent ends the server's
 * side of the connection, closing it when the body has ended or a bound is passed.
 */
function drainThenClose(request: IncomingMessage, socket: ClosingSocket): void {
  let read = 0;
  let answered = false;
  let bodyOver = request.complete;
  let limit: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(limit);
    request.off('data', count);
    socket.destroy();
  };
  const closeWhenDone = () => {
    if (answered && bodyOver) close();
  };
  function count(chunk: Buffer): void {
    read += chunk.length;
    if (read > DRAIN_MAX_BYTES) close();
  }
  const bodyEnded = () => {
    bodyOver = true;
    closeWhenDone();
  };
  request.once('end', bodyEnded);
  // The client closing its end of the connection ends the body too.
  socket.once('end', bodyEnded);
  socket.once('close', () => clearTimeout(limit));
  // A refused upload left the body paused and unpiped from the form's parser. Read by no one, Node
  // would drop the body without a count; read here, it is counted.
  request.unpipe();
  request.on('data', count);
  request.resume();

  // Node ends a `Connection: close` answer's socket with destroySoon, which closes it at once.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    limit = setTimeout(close, DRAIN_MAX_MS).unref();
    socket.setTimeout(DRAIN_IDLE_MS, close);
    // The answer goes out, then the server's end of the connection; the client's end stays open to read.
    socket.end();
    if (socket.writableFinished) answered = true;
    else
      socket.once('finish', () => {
        answered = true;
        closeWhenDone();
      });
    closeWhenDone();
  };
}
