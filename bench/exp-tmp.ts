import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cpuMicros, PRODUCTION_NODE_FLAGS, startProcess } from '../server/src/test/server-process';
import { createBenchDatabase } from './lib/bench-databases';
import { prepareBenchDatabase } from './lib/prepare-database';
import { load } from './lib/http-load';

const records = Number(process.env.RECORDS ?? 10000);
const seconds = 6;
const target = await createBenchDatabase(process.env.PG ? 'postgres' : 'sqlite');
await target.reset();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-exp-'));
await prepareBenchDatabase(target, dataDir, records, 0);
const reference = await startProcess(['bench/reference-server.ts'], { PORT: '3293' }, 3293);
const app = await startProcess(
  [
    ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof2'] : []),
    ...PRODUCTION_NODE_FLAGS,
    'build/server/main.js',
  ],
  {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3292',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? '',
    RATE_LIMIT_LOOKUPS_PER_HOUR: '1000000000',
  },
  3292,
);
async function run(name: string, pid: number, url: string, nextPath?: () => string) {
  const before = cpuMicros(pid);
  const r = await load({ url, connections: 50, seconds, nextPath });
  const cpu = (cpuMicros(pid) - before) / (r.requestsPerSecond * seconds);
  console.log(
    `${name.padEnd(28)} ${Math.round(r.requestsPerSecond).toString().padStart(6)}/s p99 ${r.p99Ms} ms  ${Math.round(cpu)} µs  non2xx ${r.non2xx}`,
  );
}
const n = (k: number) => () => `/api/lookup/SDR-${String(Math.floor(Math.random() * k) + 1).padStart(4, '0')}`;
try {
  if (process.env.PROF) {
    await run('warm', app.pid, app.url, n(4000));
    await run('lookup 4000', app.pid, app.url, n(4000));
  } else
    for (const round of [1, 2]) {
      console.log('round', round);
      await run('bare constant', reference.pid, `${reference.url}/constant`);
      await run('bare via setupRequest', reference.pid, reference.url, () => '/constant');
      await run('config', app.pid, app.url, () => '/api/config');
      await run('lookup 1', app.pid, app.url, n(1));
      await run('lookup 100', app.pid, app.url, n(100));
      await run('lookup 4000', app.pid, app.url, n(4000));
      await run(`lookup ${records}`, app.pid, app.url, n(records));
    }
} finally {
  await app.stop();
  await reference.stop();
  await target.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
