/**
 * The yardstick for throughput: a bare Fastify route returning a constant JSON body. It answers the
 * look-up's and the card's paths too, so that it can be asked exactly the requests the app is asked:
 * building a new request for every call costs the load generator, on the same two cores, about a
 * fifth of the bare route's rate (docs/PERFORMANCE.md), and that cost is the client's, not the server's.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { registryNumber: 'SDR-0001', dogName: 'Biscuit', status: 'active' };
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/constant', async () => body);
app.get('/api/lookup/:registryNumber', async () => body);
app.get('/api/dogs/:id', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
