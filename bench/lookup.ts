/**
 * `npm run bench:lookup -- [--postgres] [--records N] [--seconds S] [--cpu-prof DIR]`: the public
 * look-up and card data against a bare Fastify route, in one short run, for working on the hot path
 * (the full figures come from `npm run bench`). With --cpu-prof the server writes a V8 CPU profile
 * into DIR when it stops (open it in Chrome DevTools, Performance). --node-flags "..." adds node options
 * after production's own (the last of a repeated V8 flag wins), to try other heap settings.
 * Beside each rate it prints the server's own CPU time per request: the load generator shares the two
 * cores, so that figure says what a change saved more steadily than the rate does.
 * The bare route is asked the very requests the app is asked (its ratio is the target's), and also
 * one fixed request, as the first measurements of issue 16 did. Both servers are loaded once first,
 * unmeasured: a server that has run for more than a few seconds has its code compiled and, for the
 * app, its cache filled.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCTION_NODE_FLAGS, residentMemory, startProcess } from '../support/server-process';
import { startBareRoute, startKeptFeaturesFloor } from './lib/bare-route';
import { postgresCpuMicros } from './lib/postgres-cpu';
import { createBenchDatabase } from './lib/bench-databases';
import { prepareBenchDatabase } from './lib/prepare-database';
import { load, measuredLoad, type MeasuredLoad } from './lib/http-load';
import { memoryFigure } from './lib/report';
import { benchDogId } from './lib/seed-records';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    records: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
    'node-flags': { type: 'string', default: '' },
  },
});
const records = Number(values.records);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const target = await createBenchDatabase(values.postgres ? 'postgres' : 'sqlite');
await target.reset();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-lookup-'));
await prepareBenchDatabase(target, dataDir, records, 0);

const profileFlags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const reference = await startBareRoute(3293, { logFile: path.join(dataDir, 'reference.log') });
const bareIdle = residentMemory(reference.pid);
// PostgreSQL's CPU counts with the app's (issue 53): it shares the two cores.
const databaseCpu = values.postgres ? postgresCpuMicros : undefined;
const app = await startProcess(
  [
    ...profileFlags,
    ...PRODUCTION_NODE_FLAGS,
    ...values['node-flags'].split(' ').filter(Boolean),
    'build/server/main.js',
  ],
  {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3292',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? '',
    RATE_LIMIT_LOOKUPS_PER_HOUR: '1000000000',
    RATE_LIMIT_LOOKUPS_PER_DAY: '1000000000',
  },
  3292,
  // Its log goes to a file at the default level, request lines and all, as a production start's does.
  { logFile: path.join(dataDir, 'server.log') },
);
const pick = () => Math.floor(Math.random() * records);
const idleMemory = residentMemory(app.pid);
const lookupPath = () => `/api/lookup/SDR-${String(pick() + 1).padStart(4, '0')}`;
const cardPath = () => `/api/dogs/${benchDogId(pick())}`;
const keptFeatures = await startKeptFeaturesFloor(3294, `${app.url}${lookupPath()}`, {
  logFile: path.join(dataDir, 'kept.log'),
});
try {
  for (const server of [reference, keptFeatures, app]) {
    for (const nextPath of [lookupPath, cardPath]) await load({ url: server.url, connections, seconds, nextPath });
  }
  const fixed = await measuredLoad(reference.pid, { url: `${reference.url}/constant`, connections, seconds });
  const rows: [string, MeasuredLoad, MeasuredLoad | null, MeasuredLoad | null][] = [];
  for (const [name, nextPath] of [
    ['look-up', lookupPath],
    ['card', cardPath],
  ] as const) {
    const bare = await measuredLoad(reference.pid, { url: reference.url, connections, seconds, nextPath });
    rows.push([`bare, ${name}'s requests`, bare, null, null]);
    const kept = await measuredLoad(keptFeatures.pid, { url: keptFeatures.url, connections, seconds, nextPath });
    rows.push([`kept features, ${name}'s`, kept, bare, null]);
    const measured = await measuredLoad(app.pid, { url: app.url, connections, seconds, nextPath }, databaseCpu);
    rows.push([name, measured, bare, kept]);
  }
  const line = (name: string, r: typeof fixed, bare: typeof fixed | null, kept: typeof fixed | null) =>
    [
      name.padEnd(24),
      `${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s`,
      bare
        ? `ratio ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (to one fixed request ${(r.requestsPerSecond / fixed.requestsPerSecond).toFixed(2)})`
        : '',
      `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms`,
      `server CPU ${Math.round(r.cpuMicrosPerRequest)} µs/request`,
      r.databaseCpuMicrosPerRequest ? `+ PostgreSQL ${Math.round(r.databaseCpuMicrosPerRequest)} µs` : '',
      bare
        ? `CPU ${((r.cpuMicrosPerRequest + r.databaseCpuMicrosPerRequest) / bare.cpuMicrosPerRequest).toFixed(2)} × the bare route's`
        : '',
      kept
        ? `(${((r.cpuMicrosPerRequest + r.databaseCpuMicrosPerRequest) / kept.cpuMicrosPerRequest).toFixed(2)} × the kept features')`
        : '',
      `errors ${r.errors}  non-2xx ${r.non2xx}`,
    ]
      .filter(Boolean)
      .join('  ');
  console.log(`${target.label}, ${records} records, ${connections} connections, ${seconds} s each`);
  console.log(line('bare, one fixed request', fixed, null, null));
  for (const [name, r, bare, kept] of rows) console.log(line(name, r, bare, kept));
  console.log(
    `resident memory: ${memoryFigure(idleMemory)} idle after start, ${memoryFigure(residentMemory(app.pid))} after the load; the bare route idle ${memoryFigure(bareIdle)}`,
  );
} finally {
  await app.stop();
  await keptFeatures.stop();
  await reference.stop();
  await target.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
