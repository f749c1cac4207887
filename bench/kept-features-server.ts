/**
 * A second floor for the look-up's CPU (issue 53): the bare route of bench/reference-server.ts with
 * what the issue keeps on and nothing of the app's own. It writes one JSON request line per answer
 * at pino's info level (as the app's default log does), counts each request against two per-address
 * limits, an hour's and a day's (as the look-up's are counted, with @fastify/rate-limit's in-memory
 * store), checks its path parameter with a zod schema through the same type provider, and answers
 * with a kept JSON text as long as the app's answer (ANSWER_LENGTH characters). What the app costs
 * above this floor is its own code: caller, permissions, security headers, trace ids, the kept answers.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HOUR_MS = 3_600_000;
const frame = { registryNumber: 'SDR-0001', dogName: 'Biscuit', status: 'active', padding: '' };
const padding = Math.max(0, Number(process.env.ANSWER_LENGTH ?? 0) - JSON.stringify(frame).length);
const answer = JSON.stringify({ ...frame, padding: 'x'.repeat(padding) });

const app = Fastify({ logger: { level: 'info' }, disableRequestLogging: true });
app.setValidatorCompiler(validatorCompiler);
await app.register(rateLimit, { global: false });
app.addHook('onResponse', async (request, reply) => {
  const line = {
    method: request.method,
    route: request.routeOptions.url ?? null,
    url: request.url,
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
  };
  reply.log.info(line, 'request');
});
const limits = [HOUR_MS, 24 * HOUR_MS].map((timeWindow) =>
  app.createRateLimit({ max: 1_000_000_000, timeWindow, keyGenerator: (request) => `${timeWindow}:${request.ip}` }),
);
const counted = async (request: FastifyRequest) => {
  for (const limit of limits) await limit(request);
};
const send = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply.type('application/json; charset=utf-8').send(answer);

app.get('/api/health', async () => ({ status: 'ok' }));
app.get(
  '/api/lookup/:registryNumber',
  { onRequest: counted, schema: { params: z.object({ registryNumber: z.string().max(64) }) } },
  send,
);
app.get('/api/dogs/:id', { onRequest: counted, schema: { params: z.object({ id: z.string().max(64) }) } }, send);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
