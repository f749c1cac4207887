/**
 * `npm run bench:register -- [--postgres] [--records N] [--seconds S] [--cpu-prof DIR]`: registrations
 * with a 1 MB photo against the production build, and the public look-up while they run (issue 16,
 * items 2 and 3). On one server: registrations from one client; the look-up alone; registrations from
 * 20 clients; the look-up again while 10 clients keep registering. The load generators run in this
 * process, on the same two cores as the server. --node-flags "..." adds node options after production's
 * own (`--trace-gc` to see the collections behind a slow look-up); --keep-log FILE keeps the server's log.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCTION_NODE_FLAGS, startProcess } from '../support/server-process';
import { createBenchDatabase } from './lib/bench-databases';
import { prepareBenchDatabase } from './lib/prepare-database';
import { load, type LoadResult } from './lib/http-load';
import { lookupWhileRegistering, registerMany, type RegistrationLoadResult } from './lib/registration-load';
import { jpegNear } from './sample-images';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    records: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    'cpu-prof': { type: 'string' },
    'node-flags': { type: 'string', default: '' },
    'keep-log': { type: 'string' },
  },
});
const records = Number(values.records);
const seconds = Number(values.seconds);
const CONCURRENT_CLIENTS = 20;
const MIXED_CLIENTS = 10;
const ALONE = 20;
/** More payment codes than two phases of registrations can use at 60 a second. */
const codes = 120 * seconds + ALONE;

const target = await createBenchDatabase(values.postgres ? 'postgres' : 'sqlite');
await target.reset();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-register-'));
const seeded = await prepareBenchDatabase(target, dataDir, records, codes);
const photo = await jpegNear(1_000_000);

const profileFlags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const app = await startProcess(
  [
    ...profileFlags,
    ...PRODUCTION_NODE_FLAGS,
    ...values['node-flags'].split(' ').filter(Boolean),
    'build/server/main.js',
  ],
  {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3294',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? '',
    RATE_LIMIT_LOOKUPS_PER_HOUR: '1000000000',
    RATE_LIMIT_LOOKUPS_PER_DAY: '1000000000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000000000',
    RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000000000',
  },
  3294,
  // Its log goes to a file at the default level, request lines and all, as a production start's does.
  { logFile: path.join(dataDir, 'server.log') },
);
const unused = seeded.paymentCodes.slice();
const take = (n: number) => unused.splice(0, n);
const lookups = () =>
  load({
    url: app.url,
    connections: 50,
    seconds,
    nextPath: () => `/api/lookup/SDR-${String(Math.floor(Math.random() * records) + 1).padStart(4, '0')}`,
  });
/** Registrations from `clients` clients for the given time (codes handed out as they go). */
const registerFor = (clients: number, ms: number) => {
  const until = performance.now() + ms;
  return registerMany(app.url, photo, take(60 * seconds), clients, () => performance.now() < until);
};
const perSecond = (r: RegistrationLoadResult) => (r.count / r.wallMs) * 1000;
const lookupLine = (name: string, r: LoadResult) =>
  `${name.padEnd(34)} ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;
const registrationLine = (name: string, r: RegistrationLoadResult) =>
  `${name.padEnd(34)} ${perSecond(r).toFixed(1).padStart(6)} /s     p50 ${Math.round(r.p50Ms)} ms  p99 ${Math.round(r.p99Ms)} ms  (${r.count} registrations)`;

try {
  // Warm-up: the first photo loads libvips.
  await registerMany(app.url, photo, take(3), 1);
  const single = await registerMany(app.url, photo, take(ALONE), 1);
  const alone = await lookups();
  const concurrent = await registerFor(CONCURRENT_CLIENTS, seconds * 1000);
  const { lookup: mixed, registrations: during } = await lookupWhileRegistering(
    app.url,
    photo,
    take(60 * seconds),
    MIXED_CLIENTS,
    lookups,
  );
  console.log(`${target.label}, ${records} records, ${(photo.length / 1e6).toFixed(2)} MB JPEG, ${seconds} s phases`);
  console.log(lookupLine('look-up alone, 50 connections', alone));
  console.log(registrationLine(`registrations, ${CONCURRENT_CLIENTS} clients`, concurrent));
  console.log(registrationLine('registrations, one client', single));
  console.log(lookupLine(`look-up while ${MIXED_CLIENTS} clients register`, mixed));
  console.log(registrationLine(`registrations meanwhile`, during));
} finally {
  await app.stop();
  if (values['keep-log']) await fs.copyFile(path.join(dataDir, 'server.log'), values['keep-log']);
  await target.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
