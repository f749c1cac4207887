/**
 * `npm run bench`: the performance benchmarks of issue 5 on SQLite and PostgreSQL, against the
 * production build, with the load generated from this process and the server in its own. Writes the
 * figures into docs/PERFORMANCE.md. `--smoke` runs a small version (1,000 records, short loads) that
 * checks the benchmark code works and writes nothing; `npm test` runs it. `npm run bench:million`
 * (`--million`) measures the same at 100,000 and 1,000,000 records into a section of its own.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { firstLoadBytes } from '../scripts/first-load-js';
import { dashboardP95, exportAll, signIn, type ExportResult } from './lib/staff-client';
import { createBenchDatabase, type BenchDatabase } from './lib/bench-databases';
import { prepareBenchDatabase } from './lib/prepare-database';
import { load, measuredLoad, type MeasuredLoad } from './lib/http-load';
import {
  consecutiveFrom,
  lookupWhileRegistering,
  registerMany,
  type RegistrationLoadResult,
} from './lib/registration-load';
import { writeReport, type DialectFigures, type EndpointFigures, type SizeFigures } from './lib/report';
import { PRODUCTION_SERVER, residentMemory, startProcess, type RunningServer } from '../support/server-process';
import { startBareRoute, startKeptFeaturesFloor } from './lib/bare-route';
import { startLibrariesFloor } from './lib/libraries-floor';
import { postgresCpuMicros } from './lib/postgres-cpu';
import { spread } from './lib/stats';
import { jpegNear } from './sample-images';

const smoke = process.argv.includes('--smoke');
/** `--million`: the same measures at 100,000 and 1,000,000 records, once each. */
const million = process.argv.includes('--million');
const plan = smoke
  ? { sizes: [1000], rounds: 1, seconds: 1, dashboardRuns: 10, registrations: 20, registrationClients: 5, starts: 1 }
  : million
    ? {
        sizes: [100_000, 1_000_000],
        rounds: 1,
        seconds: 8,
        dashboardRuns: 100,
        registrations: 300,
        registrationClients: 20,
        starts: 1,
      }
    : {
        sizes: [10_000, 100_000],
        rounds: 3,
        seconds: 8,
        dashboardRuns: 200,
        registrations: 500,
        registrationClients: 20,
        starts: 3,
      };
/** Clients that keep registering while the look-up load runs again (issue 16, item 2). */
const MIXED_CLIENTS = smoke ? 2 : 10;
/** Payment codes for that phase: more than 60 registrations a second could use. */
const MIXED_CODES = 60 * plan.seconds;
const CONNECTIONS = 50;
/** Registrations sent one at a time after the concurrent ones. */
const UNCONTENDED = smoke ? 3 : 20;
const APP_PORT = 3290;
const REFERENCE_PORT = 3291;
/** Raised for the run so that the load measures the server, not the limiter (the report says so). */
const RAISED_LIMITS = {
  RATE_LIMIT_LOOKUPS_PER_HOUR: '1000000000',
  RATE_LIMIT_LOOKUPS_PER_DAY: '1000000000',
  RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000000000',
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000000000',
  RATE_LIMIT_OWNER_LINKS_PER_HOUR: '1000000000',
};

const t0 = performance.now();
function log(message: string): void {
  console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`benchmark check failed: ${message}`);
}

/**
 * The server as `npm start` runs it in production: the bundle with production's node flags, its
 * default log level, one request line per answer written to its output (here a file, as under a
 * service manager); only the rate limits are raised.
 */
async function startApp(target: BenchDatabase, dataDir: string): Promise<RunningServer> {
  return startProcess(
    PRODUCTION_SERVER,
    {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: target.url ?? '',
      ...RAISED_LIMITS,
    },
    APP_PORT,
    { logFile: path.join(dataDir, 'server.log') },
  );
}

/** One round of the throughput load: the bare route's rates, the kept features' floor's, then the app's loads. */
interface ThroughputRound {
  reference: { fixed: number; lookup: MeasuredLoad; card: MeasuredLoad };
  kept: { lookup: MeasuredLoad; card: MeasuredLoad };
  lookup: MeasuredLoad;
  card: MeasuredLoad;
}

const serverCpu = (load: MeasuredLoad) => load.cpuMicrosPerRequest + load.databaseCpuMicrosPerRequest;

/** An endpoint's rate, its ratios to the bare route asked the same requests and asked one fixed request, p99, and CPU per request. */
function endpointFigures(rounds: ThroughputRound[], endpoint: 'lookup' | 'card'): EndpointFigures {
  return {
    rps: spread(rounds.map((r) => r[endpoint].requestsPerSecond)),
    ratio: spread(rounds.map((r) => r[endpoint].requestsPerSecond / r.reference[endpoint].requestsPerSecond)),
    ratioToFixed: spread(rounds.map((r) => r[endpoint].requestsPerSecond / r.reference.fixed)),
    p99Ms: spread(rounds.map((r) => r[endpoint].p99Ms)),
    cpuMicros: spread(rounds.map((r) => r[endpoint].cpuMicrosPerRequest)),
    databaseCpuMicros: spread(rounds.map((r) => r[endpoint].databaseCpuMicrosPerRequest)),
    referenceCpuMicros: spread(rounds.map((r) => r.reference[endpoint].cpuMicrosPerRequest)),
    // Issue 53's measure: the server's CPU (the app's and its database's) per request, run by run.
    cpuRatio: spread(rounds.map((r) => serverCpu(r[endpoint]) / r.reference[endpoint].cpuMicrosPerRequest)),
    keptCpuMicros: spread(rounds.map((r) => r.kept[endpoint].cpuMicrosPerRequest)),
    keptRatio: spread(
      rounds.map((r) => r.kept[endpoint].cpuMicrosPerRequest / r.reference[endpoint].cpuMicrosPerRequest),
    ),
    cpuRatioToKept: spread(rounds.map((r) => serverCpu(r[endpoint]) / r.kept[endpoint].cpuMicrosPerRequest)),
  };
}

async function measureSize(
  target: BenchDatabase,
  records: number,
  reference: RunningServer,
  photo: Buffer,
  withWrites: boolean,
): Promise<SizeFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-bench-'));
  await target.reset();
  log(`${target.label}, ${records} records: seeding`);
  const seeded = await prepareBenchDatabase(
    target,
    dataDir,
    records,
    withWrites ? plan.registrations + UNCONTENDED + MIXED_CODES : 0,
  );
  log(`${target.label}, ${records} records: search terms "${seeded.sampleSurname}" and "${seeded.sampleFragment}"`);

  const starts: number[] = [];
  let app: RunningServer | null = null;
  let kept: RunningServer | null = null;
  try {
    for (let i = 0; i < plan.starts; i++) {
      await app?.stop();
      app = await startApp(target, dataDir);
      starts.push(app.startMs);
    }
    if (!app) throw new Error('the server did not start');
    const running = app;
    log(`${target.label}, ${records} records: look-up and card load`);
    const pick = () => Math.floor(Math.random() * records);
    const lookupPath = () => `/api/lookup/SDR-${String(pick() + 1).padStart(4, '0')}`;
    const cardPath = () => `/api/dogs/${seeded.ids[pick()]}`;
    // PostgreSQL shares the two cores: its CPU counts with the app's (issue 53), and is reported apart.
    const databaseCpu = target.url === null ? undefined : postgresCpuMicros;
    const loadOf = (server: RunningServer, nextPath?: () => string) =>
      measuredLoad(
        server.pid,
        { url: server.url, nextPath, connections: CONNECTIONS, seconds: plan.seconds },
        server === running ? databaseCpu : undefined,
      );
    // Idle: started, healthy, and asked nothing yet.
    const idle = residentMemory(running.pid);
    // Its answer as long as the app's look-up's (a card's is the same view).
    const keptFloor = await startKeptFeaturesFloor(REFERENCE_PORT + 20, `${running.url}${lookupPath()}`, {
      logFile: path.join(dataDir, 'kept.log'),
    });
    kept = keptFloor;
    // Unmeasured: a server that has run for more than a few seconds has its code compiled and its cache filled.
    for (const server of [keptFloor, running])
      for (const nextPath of [lookupPath, cardPath]) await loadOf(server, nextPath);
    const rounds: ThroughputRound[] = [];
    for (let round = 0; round < plan.rounds; round++) {
      const fixed = await load({ url: `${reference.url}/constant`, connections: CONNECTIONS, seconds: plan.seconds });
      // The bare route asked the very requests the app is then asked, so the client's work is the same.
      const lookupReference = await loadOf(reference, lookupPath);
      const lookupKept = await loadOf(keptFloor, lookupPath);
      const lookup = await loadOf(running, lookupPath);
      const cardReference = await loadOf(reference, cardPath);
      const cardKept = await loadOf(keptFloor, cardPath);
      const card = await loadOf(running, cardPath);
      for (const [name, result] of [
        ['look-up', lookup],
        ['card', card],
      ] as const) {
        check(
          result.errors === 0 && result.non2xx === 0,
          `${name} load had ${result.errors} errors and ${result.non2xx} non-2xx answers`,
        );
      }
      rounds.push({
        reference: {
          fixed: fixed.requestsPerSecond,
          lookup: lookupReference,
          card: cardReference,
        },
        kept: { lookup: lookupKept, card: cardKept },
        lookup,
        card,
      });
    }

    const afterLookup = residentMemory(running.pid);
    log(`${target.label}, ${records} records: dashboard`);
    const admin = await signIn(running.url);
    const pageSize = 10;
    const lastPage = Math.ceil(records / pageSize);
    const cases: [string, string][] = [
      ['page 1, newest first', ''],
      ['middle page', `page=${Math.ceil(lastPage / 2)}`],
      ['last page', `page=${lastPage}`],
      ['search a surname that occurs', `search=${encodeURIComponent(seeded.sampleSurname)}`],
      ["search 3 letters of a dog's name", `search=${encodeURIComponent(seeded.sampleFragment)}`],
      ['search a registry number', `search=SDR-${String(Math.ceil(records / 3)).padStart(4, '0')}`],
      ['filter: pending', 'status=pending'],
      ['filter: revoked, last page', `status=revoked&page=${Math.ceil(records / 10 / pageSize)}`],
      ...(['registryNumber', 'dogName', 'ownerName', 'serviceType', 'registrationDate', 'status'] as const).map(
        (sort): [string, string] => [`sort by ${sort}`, `sort=${sort}&dir=asc`],
      ),
    ];
    const dashboard: Record<string, number[]> = {};
    for (let round = 0; round < plan.rounds; round++) {
      for (const [label, query] of cases)
        (dashboard[label] ??= []).push(await dashboardP95(admin, `/api/admin/dogs?${query}`, plan.dashboardRuns));
    }

    let registrations: RegistrationLoadResult | null = null;
    let uncontended: RegistrationLoadResult | null = null;
    let mixed: SizeFigures['mixed'] = null;
    const exports: ExportResult[] = [];
    if (withWrites) {
      log(
        `${target.label}, ${records} records: ${plan.registrations} registrations with a ${(photo.length / 1e6).toFixed(2)} MB JPEG`,
      );
      registrations = await registerMany(
        running.url,
        photo,
        seeded.paymentCodes.slice(0, plan.registrations),
        plan.registrationClients,
      );
      check(
        registrations.count === plan.registrations,
        `${registrations.count} of ${plan.registrations} registrations answered`,
      );
      check(
        consecutiveFrom(registrations.sequences, records + 1),
        'registry numbers were not distinct and consecutive',
      );
      // The same work without queueing: what one registration costs when it has the server to itself.
      const afterContended = plan.registrations + UNCONTENDED;
      uncontended = await registerMany(
        running.url,
        photo,
        seeded.paymentCodes.slice(plan.registrations, afterContended),
        1,
      );
      log(`${target.label}, ${records} records: look-up while ${MIXED_CLIENTS} clients register`);
      const during = await lookupWhileRegistering(
        running.url,
        photo,
        seeded.paymentCodes.slice(afterContended),
        MIXED_CLIENTS,
        () =>
          load({
            url: running.url,
            nextPath: () => `/api/lookup/SDR-${String(pick() + 1).padStart(4, '0')}`,
            connections: CONNECTIONS,
            seconds: plan.seconds,
          }),
      );
      check(during.lookup.errors === 0 && during.lookup.non2xx === 0, 'the look-up failed while registrations ran');
      mixed = { clients: MIXED_CLIENTS, lookup: during.lookup, registrations: during.registrations };
      log(`${target.label}, ${records} records: CSV export`);
      for (let round = 0; round < plan.rounds; round++) {
        const result = await exportAll(admin, running.pid);
        const expected = records + plan.registrations + UNCONTENDED + (mixed?.registrations.count ?? 0);
        check(result.rows === expected, `the export held ${result.rows} rows, not ${expected}`);
        exports.push(result);
      }
    }

    return {
      records,
      startMs: spread(starts),
      reference: {
        fixed: spread(rounds.map((r) => r.reference.fixed)),
        lookup: spread(rounds.map((r) => r.reference.lookup.requestsPerSecond)),
        card: spread(rounds.map((r) => r.reference.card.requestsPerSecond)),
      },
      memory: { idle, afterLookup },
      lookup: endpointFigures(rounds, 'lookup'),
      card: endpointFigures(rounds, 'card'),
      dashboard: Object.fromEntries(Object.entries(dashboard).map(([label, values]) => [label, spread(values)])),
      registrations,
      uncontended,
      mixed,
      export: exports.length
        ? {
            ms: spread(exports.map((e) => e.ms)),
            rssGrowthBytes: spread(exports.map((e) => e.rssGrowthBytes)),
            bytes: exports[0]?.bytes ?? 0,
          }
        : null,
    };
  } finally {
    await kept?.stop();
    await app?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const started = new Date();
const photo = await jpegNear(1_000_000);
const targets = await Promise.all([createBenchDatabase('sqlite'), createBenchDatabase('postgres')]);
const referenceLog = path.join(os.tmpdir(), `sdr-bench-reference-${process.pid}.log`);
const reference = await startBareRoute(REFERENCE_PORT, { logFile: referenceLog });
// The floor of issue 53's memory target: any Fastify server on this node, idle after start.
const bareIdle = residentMemory(reference.pid);
// A second floor: the same route with every library the server imports loaded, started the same way.
const librariesFloor = await startLibrariesFloor(REFERENCE_PORT + 10);
const librariesIdle = residentMemory(librariesFloor.pid);
await librariesFloor.stop();
// Unmeasured, as for the app: the bare route's code compiled before it is a yardstick.
await load({ url: `${reference.url}/constant`, connections: CONNECTIONS, seconds: plan.seconds });
const results: DialectFigures[] = [];
try {
  for (const target of targets) {
    if (target.skipped) {
      log(`${target.label}: skipped (${target.skipped})`);
      results.push({ label: target.label, version: '', skipped: target.skipped, sizes: [] });
      continue;
    }
    const sizes: SizeFigures[] = [];
    for (const records of plan.sizes)
      sizes.push(await measureSize(target, records, reference, photo, records === plan.sizes.at(-1)));
    results.push({ label: target.label, version: await target.version(), skipped: null, sizes });
  }
} finally {
  await reference.stop();
  await fs.rm(referenceLog, { force: true });
  await Promise.all(targets.map((target) => target.drop()));
}

const javascript = firstLoadBytes('dist');
const report = {
  started,
  finished: new Date(),
  results,
  bareIdle,
  librariesIdle,
  javascript,
  photoBytes: photo.length,
  plan,
  connections: CONNECTIONS,
  limits: RAISED_LIMITS,
};
if (smoke) {
  check(
    results.some((r) => r.sizes.length > 0),
    'no database was measured',
  );
  // The report is written too, into a copy, so that the code writing it cannot rot either.
  const copy = path.join(os.tmpdir(), `sdr-bench-report-${process.pid}.md`);
  await fs.copyFile('docs/PERFORMANCE.md', copy);
  try {
    await writeReport(copy, 'main', report);
    const written = await fs.readFile(copy, 'utf8');
    check(
      /idle after start, SQLite, 1,000 records \| \d+ MB \(\d+ MB anonymous\)/.test(written),
      'the report lacks its memory',
    );
    check(
      /libraries loaded, idle after start \(a second floor\) \| \d+ MB/.test(written),
      'the report lacks its second floor',
    );
    check(
      /\| SQLite \| 1,000 \| `GET \/api\/lookup\/\{n\}` \|( [^|]+ \|){2} \d+ \(/.test(written),
      'the report lacks the kept features',
    );
  } finally {
    await fs.rm(copy, { force: true });
  }
  log(`smoke run passed in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
} else {
  await writeReport('docs/PERFORMANCE.md', million ? 'million' : 'main', report);
  log('wrote docs/PERFORMANCE.md');
}
