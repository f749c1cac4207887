/** The yardstick for throughput: a bare Fastify route returning a constant JSON body. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { registryNumber: 'SDR-0001', dogName: 'Biscuit', status: 'active' };
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/constant', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
