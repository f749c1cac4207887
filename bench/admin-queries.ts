/**
 * Dashboard queries and CSV export at scale: `tsx bench/admin-queries.ts [records]` seeds a fresh
 * SQLite database (and a PostgreSQL one when BENCH_DATABASE_URL is set) and times the code the admin
 * routes run. Prints p50/p95 per query and the export's wall time and peak memory growth.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { dogListQuerySchema, DOG_SORT_KEYS } from '../common/admin-schemas';
import { SERVICE_TYPES } from '../common/constants';
import { formatRegistryNumber } from '../common/registry-number';
import { listDogs } from '../server/src/admin/dog-admin-repository';
import { exportDogsCsv } from '../server/src/admin/dog-export';
import { openDatabase, type Database } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';

const RECORDS = Number(process.argv[2] ?? 100_000);
const RUNS = 50;
const FIRST = ['Ann', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lena', 'Max', 'Nia', 'Oli', 'Pia'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Schmidt', 'Rossi', 'Tanaka', 'Silva', 'Dubois', 'Ivanova'];
const DOGS = ['Biscuit', 'Maple', 'Rex', 'Luna', 'Scout', 'Juniper', 'Bear', 'Pepper', 'Willow', 'Ziggy', 'Cocoa', 'Atlas'];
const STATUSES = ['pending', 'active', 'active', 'active', 'revoked'] as const;

async function seed({ db }: Database): Promise<void> {
  const start = Date.UTC(2023, 0, 1);
  for (let offset = 0; offset < RECORDS; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, RECORDS - offset) }, (_, j) => {
      const i = offset + j;
      const at = new Date(start + i * 60_000 * 7).toISOString();
      return {
        id: `bench${i.toString(36).padStart(12, '0')}`,
        registry_number: formatRegistryNumber('SDR-', i + 1),
        registry_seq: i + 1,
        dog_name: `${DOGS[i % DOGS.length]} ${i}`,
        dog_breed: 'Labrador Retriever',
        dog_age: `${(i % 12) + 1} years`,
        service_type: SERVICE_TYPES[i % 7] ?? 'Hearing Dog',
        service_type_other: null,
        microchip_number: null,
        photo_key: null,
        thumbnail_key: null,
        certification_key: null,
        certification_mime: null,
        owner_name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
        owner_address: `${i} Main Street, Springfield`,
        owner_phone: `555-${String(i % 10000).padStart(4, '0')}`,
        owner_email: `owner${i}@example.org`,
        trainer_license_number: 'DEMO-12345',
        payment_code: null,
        status: STATUSES[i % STATUSES.length] ?? 'active',
        registration_date: at,
        last_updated: at,
        expires_at: new Date(start + i * 60_000 * 7 + 10 * 365 * 86_400_000).toISOString(),
        owner_token_hash: 'x',
      };
    });
    await db.insertInto('service_dogs').values(rows).execute();
  }
}

async function percentiles(run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function measure(name: string, database: Database): Promise<void> {
  const q = (input: Record<string, unknown>) => dogListQuerySchema.parse(input);
  const t0 = performance.now();
  await seed(database);
  // What autovacuum does soon after a bulk load; the index-only scans need its visibility map.
  if (database.dialect === 'postgres') await sql`vacuum analyze service_dogs`.execute(database.db);
  console.log(`\n${name}: seeded ${RECORDS} records in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const lastPage = Math.ceil(RECORDS / 10);
  const cases: [string, Record<string, unknown>][] = [
    ['page 1, newest first', {}],
    ['deep page (last)', { page: lastPage }],
    ['search "smith" (name fragment)', { search: 'smith' }],
    ['search by registry number', { search: 'SDR-4242' }],
    ['filter pending', { status: 'pending' }],
    ['filter pending, deep page', { status: 'pending', page: Math.ceil(RECORDS / 50) }],
    ...DOG_SORT_KEYS.map((sort): [string, Record<string, unknown>] => [`sort by ${sort}`, { sort, dir: 'asc' }]),
  ];
  for (const [label, input] of cases) console.log(`  ${label.padEnd(34)} ${await percentiles(() => listDogs(database, q(input), 'SDR-'))}`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let bytes = 0;
  const e0 = performance.now();
  await pipeline(exportDogsCsv(database, { search: '', status: 'all' }, 'SDR-'), new Writable({ write: (chunk, _e, done) => ((bytes += chunk.length), done()) }));
  clearInterval(sampler);
  console.log(`  CSV export of all ${RECORDS}: ${((performance.now() - e0) / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB written, peak RSS growth ${((peak - rssBefore) / 1e6).toFixed(1)} MB`);
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-bench-'));
const sqlite = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite'), cacheBytes: 41_943_040 });
await migrateToLatest(sqlite);
await measure('SQLite', sqlite);
await sqlite.db.destroy();
await fs.rm(dir, { recursive: true, force: true });

const base = process.env.BENCH_DATABASE_URL;
if (base) {
  const name = `sdr_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const postgres = openDatabase({ databaseUrl: url.toString(), sqliteFile: '', cacheBytes: 0 });
  try {
    await migrateToLatest(postgres);
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.db.destroy();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
