/**
 * Writes the figures into docs/PERFORMANCE.md between two markers; the hand-written analysis
 * around them is kept.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { ROUTES } from '../../scripts/first-load-js';
import type { ResidentMemory } from '../../support/server-process';
import type { RegistrationLoadResult } from './registration-load';
import type { Spread } from './stats';

export interface EndpointFigures {
  rps: Spread;
  /** To the bare route asked the same requests: the target's ratio. */
  ratio: Spread;
  /** To the bare route asked one fixed request, as issue 16 first measured. */
  ratioToFixed: Spread;
  p99Ms: Spread;
  /** Server CPU µs per request: the app's, and the bare route's asked the same requests. */
  cpuMicros: Spread;
  /** PostgreSQL's CPU µs per request over the same load (0 on SQLite). */
  databaseCpuMicros: Spread;
  referenceCpuMicros: Spread;
  /** Issue 53's measure: (app + database) CPU per request over the bare route's, asked the same requests. */
  cpuRatio: Spread;
  /** The kept features' floor (bench/kept-features-server.ts): its CPU µs per request and its ratio to the bare route's. */
  keptCpuMicros: Spread;
  keptRatio: Spread;
  /** (app + database) CPU per request over the kept features' floor's: what the app's own code costs. */
  cpuRatioToKept: Spread;
}

export interface SizeFigures {
  records: number;
  startMs: Spread;
  /** The bare route's rate asked one fixed request, and asked the look-up's and the card's requests. */
  reference: { fixed: Spread; lookup: Spread; card: Spread };
  /** Resident memory once started and healthy, and after the look-up and card loads. */
  memory: { idle: ResidentMemory; afterLookup: ResidentMemory };
  lookup: EndpointFigures;
  card: EndpointFigures;
  dashboard: Record<string, Spread>;
  registrations: RegistrationLoadResult | null;
  uncontended: RegistrationLoadResult | null;
  /** The look-up again while clients keep registering, and those registrations. */
  mixed: {
    clients: number;
    lookup: { requestsPerSecond: number; p99Ms: number };
    registrations: RegistrationLoadResult;
  } | null;
  export: { ms: Spread; rssGrowthBytes: Spread; bytes: number } | null;
}

export interface DialectFigures {
  label: string;
  version: string;
  skipped: string | null;
  sizes: SizeFigures[];
}

export interface ReportInput {
  started: Date;
  finished: Date;
  results: DialectFigures[];
  /** The bare Fastify route's resident memory, idle after start: the floor of the memory target. */
  bareIdle: ResidentMemory;
  /** The bare route with every library the server imports loaded, idle after start (bench/lib/libraries-floor.ts). */
  librariesIdle: ResidentMemory;
  javascript: Record<string, number>;
  photoBytes: number;
  plan: {
    rounds: number;
    seconds: number;
    dashboardRuns: number;
    registrations: number;
    registrationClients: number;
    starts: number;
  };
  connections: number;
  limits: Record<string, string>;
}

export type ReportKind = 'main' | 'million';
const SECTIONS: Record<ReportKind, { start: string; end: string; title: string; command: string }> = {
  main: {
    start: '<!-- bench:start (written by `npm run bench`; edit outside these markers) -->',
    end: '<!-- bench:end -->',
    title: 'Figures from the last run',
    command: 'npm run bench',
  },
  million: {
    start: '<!-- bench-million:start (written by `npm run bench:million`; edit outside these markers) -->',
    end: '<!-- bench-million:end -->',
    title: 'Figures at 100,000 and 1,000,000 records',
    command: 'npm run bench:million',
  },
};
/**
 * Issue 53's targets, each against a floor measured in the same run: server CPU per look-up as a multiple
 * of the bare route's (SQLite 2× at 10,000 records, 2.5× from 100,000; PostgreSQL 4× from 100,000, its
 * own CPU counted); p99 under 10 ms at 50 connections on SQLite at 10,000; the look-up's p99 while ten
 * clients register at most 1.5× its p99 alone, from 100,000 records; idle memory at most the bare route's
 * + 40 MB; after the look-up load at 1,000,000 records under 230 MB. Issue 16's targets for the rest.
 */
const LOOKUP_P99_MS = 10;
const IDLE_ABOVE_BARE_MB = 40;
const LOADED_RSS_MB_AT_MILLION = 230;
const MIXED_P99_RATIO = 1.5;
const REGISTRATIONS_PER_SECOND = 25;
const ONE_CLIENT_P50_MS = 60;
function cpuRatioTarget(label: string, records: number): number | null {
  if (label === 'SQLite') return records >= 100_000 ? 2.5 : records >= 10_000 ? 2 : null;
  return records >= 100_000 ? 4 : null;
}
const p99Targeted = (label: string, records: number) => label === 'SQLite' && records === 10_000;
const exportTargetMs = (records: number) => (records >= 1_000_000 ? 30_000 : 5_000);

const fixed = (value: number, digits: number) => value.toFixed(digits);
/** Resident memory, with the process's own (anonymous) part: the rest is node's binary and libraries, mapped from disk. */
export const memoryFigure = ({ bytes, anonymousBytes }: ResidentMemory) =>
  `${fixed(bytes / 2 ** 20, 0)} MB (${fixed(anonymousBytes / 2 ** 20, 0)} MB anonymous)`;
function range(s: Spread, digits = 1, scale = 1): string {
  return `${fixed(s.median / scale, digits)} (${fixed(s.min / scale, digits)}–${fixed(s.max / scale, digits)})`;
}
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const count = (n: number) => n.toLocaleString('en-US');

function machine(input: ReportInput, command: string): string[] {
  const cpus = os.cpus();
  return [
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${fixed(os.totalmem() / 2 ** 30, 1)} GiB memory, ${os.type()} ${os.release()}, Node.js ${process.version}`,
    `- Databases: ${input.results.map((r) => (r.skipped ? `${r.label} skipped (${r.skipped})` : r.version)).join('; ')}`,
    `- Run: ${input.started.toISOString()} to ${input.finished.toISOString()}, load average at the end ${os
      .loadavg()
      .map((l) => fixed(l, 2))
      .join(' / ')}`,
    `- Command: \`${command}\` (production build; the server runs as \`npm start\` runs it: the bundle, \`node build/server/main.js\`, with production's node flags and NODE_ENV=production, in its own process, at its default log level, writing one request line per answer to a file; autocannon and the other clients run in the benchmark's process, on loopback)`,
    `- Rate limits raised for the run through configuration (${Object.entries(input.limits)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}), so the load measures the server, not the limiter.`,
    `- Each figure is the median of ${input.plan.rounds} runs with (min–max). Throughput runs last ${input.plan.seconds} s with ${input.connections} connections; the reference is a bare Fastify route returning a constant JSON body (\`bench/reference-server.ts\`, bundled and started as the app is: the same node, the same flags), asked the very requests the endpoint is then asked (a path built per request), just before each run, and the ratios are taken run by run. The CPU ratio counts the server's CPU per request (on PostgreSQL the app's and PostgreSQL's, every \`postgres\` process) over the bare route's. Asked one fixed request instead, the load generator (on the same two cores) spends less per request, so the bare route runs faster; that ratio is given too. Each server is loaded once for ${input.plan.seconds} s before the runs, unmeasured, so its code is compiled and the app's cache filled.`,
    `- A second floor for the CPU: the bare route with what issue 53 keeps on and nothing of the app's own (\`bench/kept-features-server.ts\`, started the same way): one JSON request line per answer at pino's info level to a file, each request counted against an hour's and a day's per-address limit (@fastify/rate-limit's memory store), the path parameter checked by a zod schema through the same type provider, and an answer as long as the app's. It is asked the same requests just before the app in each run; what the app costs above it is its own code.`,
  ];
}

function throughput(results: DialectFigures[]): string[] {
  const lines = [
    `| database | records | endpoint | server CPU µs per request: app; PostgreSQL; bare route | CPU ratio to the bare route (target ≤ 2 SQLite at 10,000, ≤ 2.5 from 100,000; ≤ 4 PostgreSQL from 100,000) | the bare route with the kept features (request line, two rate-limit counts, parameter check): CPU µs per request; its ratio to the bare route; the app's CPU ratio to it | p99 latency ms (target < ${LOOKUP_P99_MS}, SQLite at 10,000) | requests/s | ratio of rates to the bare route, same requests; one fixed request | bare route requests/s: same requests; one fixed request |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    for (const size of result.sizes) {
      for (const [name, figures, reference, targeted] of [
        ['`GET /api/lookup/{n}`', size.lookup, size.reference.lookup, true],
        ['`GET /api/dogs/{id}`', size.card, size.reference.card, false],
      ] as const) {
        const cpuTarget = targeted ? cpuRatioTarget(result.label, size.records) : null;
        const cpuMark = cpuTarget === null ? '' : ` ${mark(figures.cpuRatio.median <= cpuTarget)}`;
        const p99Mark =
          targeted && p99Targeted(result.label, size.records) ? ` ${mark(figures.p99Ms.median < LOOKUP_P99_MS)}` : '';
        const database = result.label === 'SQLite' ? '–' : range(figures.databaseCpuMicros, 0);
        lines.push(
          `| ${result.label} | ${count(size.records)} | ${name} | ${range(figures.cpuMicros, 0)}; ${database}; ${range(figures.referenceCpuMicros, 0)} | ${range(figures.cpuRatio, 2)}${cpuMark} | ${range(figures.keptCpuMicros, 0)}; ${range(figures.keptRatio, 2)}; ${range(figures.cpuRatioToKept, 2)} | ${range(figures.p99Ms)}${p99Mark} | ${range(figures.rps, 0)} | ${range(figures.ratio, 2)}; ${range(figures.ratioToFixed, 2)} | ${range(reference, 0)}; ${range(size.reference.fixed, 0)} |`,
        );
      }
    }
  }
  return lines;
}

function dashboard(results: DialectFigures[], runs: number): string[] {
  const measured = results.filter((r) => r.sizes.length > 0);
  const columns = measured.flatMap((r) => r.sizes.map((s) => `${r.label}, ${count(s.records)}`));
  const labels = Object.keys(measured[0]?.sizes[0]?.dashboard ?? {});
  const lines = [
    `| query (p95 of ${runs}, ms; target < 25) | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---|').join('')}`,
  ];
  for (const label of labels) {
    const cells = measured.flatMap((r) =>
      r.sizes.map((s) => {
        const figure = s.dashboard[label];
        return figure ? `${range(figure)}${figure.median < 25 ? '' : ' **missed**'}` : '–';
      }),
    );
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  return lines;
}

function writes(results: DialectFigures[], input: ReportInput): string[] {
  const lines = [
    `| database | records | registrations (${input.plan.registrationClients} clients, ${fixed(input.photoBytes / 1e6, 2)} MB JPEG each) | registrations/s (target ≥ ${REGISTRATIONS_PER_SECOND}) | p50 ms | p99 ms | numbers | one client alone: p50 ms (target < ${ONE_CLIENT_P50_MS}) | CSV export s | export peak RSS growth MB (target < 64) | CSV size MB |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    for (const size of result.sizes) {
      const r = size.registrations;
      const e = size.export;
      if (!r || !e) continue;
      const perSecond = (r.count / r.wallMs) * 1000;
      const alone = size.uncontended;
      const exportTarget = exportTargetMs(size.records);
      lines.push(
        `| ${result.label} | ${count(size.records)} | ${r.count} | ${fixed(perSecond, 1)} ${mark(perSecond >= REGISTRATIONS_PER_SECOND)} | ${fixed(r.p50Ms, 0)} | ${fixed(r.p99Ms, 0)} | ` +
          `${r.sequences.length} distinct and consecutive, ${r.sequences[0]}–${r.sequences.at(-1)} | ${alone ? `${fixed(alone.p50Ms, 0)} ${mark(alone.p50Ms < ONE_CLIENT_P50_MS)} (${alone.count} sent)` : '–'} | ${range(e.ms, 2, 1000)} (target < ${exportTarget / 1000}) ${mark(e.ms.median < exportTarget)} | ` +
          `${range(e.rssGrowthBytes, 1, 1e6)} ${mark(e.rssGrowthBytes.median < 64e6)} | ${fixed(e.bytes / 1e6, 1)} |`,
      );
    }
  }
  return lines;
}

function mixedLoad(results: DialectFigures[]): string[] {
  const lines = [
    `| database | records | look-up alone: p99 ms | look-up while clients register: requests/s | p99 ms | p99 over the look-up's alone (target ≤ ${MIXED_P99_RATIO} from 100,000 records) | registrations meanwhile | registrations/s |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    for (const size of result.sizes) {
      const m = size.mixed;
      if (!m) continue;
      const ratio = m.lookup.p99Ms / size.lookup.p99Ms.median;
      const ratioMark = size.records >= 100_000 ? ` ${mark(ratio <= MIXED_P99_RATIO)}` : '';
      lines.push(
        `| ${result.label} | ${count(size.records)} | ${range(size.lookup.p99Ms)} | ${fixed(m.lookup.requestsPerSecond, 0)} | ${fixed(m.lookup.p99Ms, 0)} | ${fixed(ratio, 2)}${ratioMark} | ` +
          `${m.registrations.count} from ${m.clients} clients | ${fixed((m.registrations.count / m.registrations.wallMs) * 1000, 1)} |`,
      );
    }
  }
  return lines;
}

function startAndJavascript(results: DialectFigures[], input: ReportInput): string[] {
  const lines = ['| measure | figure | target |', '|---|---|---|'];
  for (const result of results) {
    for (const size of result.sizes) {
      lines.push(
        `| server start to healthy, ${result.label}, ${count(size.records)} records (median of ${input.plan.starts}) | ${range(size.startMs, 0)} ms | < 2000 ms ${mark(size.startMs.median < 2000)} |`,
      );
    }
  }
  const bareIdle = input.bareIdle.bytes / 2 ** 20;
  lines.push(
    `| resident memory of the bare Fastify route, idle after start (the floor) | ${memoryFigure(input.bareIdle)} | |`,
    `| resident memory of the bare route with the server's libraries loaded, idle after start (a second floor) | ${memoryFigure(input.librariesIdle)}; ${fixed(input.librariesIdle.bytes / 2 ** 20 - bareIdle, 0)} MB above the bare route | |`,
  );
  for (const result of results) {
    for (const size of result.sizes) {
      const idle = size.memory.idle.bytes / 2 ** 20;
      const loaded = size.memory.afterLookup.bytes / 2 ** 20;
      const idleLimit = bareIdle + IDLE_ABOVE_BARE_MB;
      const loadedTarget =
        size.records >= 1_000_000
          ? `< ${LOADED_RSS_MB_AT_MILLION} MB ${mark(loaded < LOADED_RSS_MB_AT_MILLION)}`
          : `(< ${LOADED_RSS_MB_AT_MILLION} MB at 1,000,000 records)`;
      lines.push(
        `| resident memory, idle after start, ${result.label}, ${count(size.records)} records | ${memoryFigure(size.memory.idle)}; ${fixed(idle - bareIdle, 0)} MB above the bare route | ≤ the bare route + ${IDLE_ABOVE_BARE_MB} MB (${fixed(idleLimit, 0)}) ${mark(idle <= idleLimit)} |`,
        `| resident memory after the look-up and card loads, ${result.label}, ${count(size.records)} records | ${memoryFigure(size.memory.afterLookup)} | ${loadedTarget} |`,
      );
    }
  }
  for (const [route, bytes] of Object.entries(input.javascript)) {
    // Each page's budget is the build's own (scripts/first-load-js.ts, decision 020: React at run time).
    const budgetKb = ROUTES[route]?.budgetKb ?? 0;
    lines.push(
      `| first-load JavaScript, \`${route}\`, gzipped | ${fixed(bytes / 1024, 1)} KB | < ${budgetKb} KB ${mark(bytes < budgetKb * 1024)} |`,
    );
  }
  return lines;
}

export async function writeReport(file: string, kind: ReportKind, input: ReportInput): Promise<void> {
  const section = SECTIONS[kind];
  const generated = [
    `## ${section.title}`,
    '',
    ...machine(input, section.command),
    '',
    '### Public look-up and card data',
    '',
    ...throughput(input.results),
    '',
    '### Dashboard',
    '',
    ...dashboard(input.results, input.plan.dashboardRuns),
    '',
    '### Registration and CSV export',
    '',
    ...writes(input.results, input),
    '',
    '### The look-up while registrations arrive',
    '',
    ...mixedLoad(input.results),
    '',
    '### Start, memory and public JavaScript',
    '',
    ...startAndJavascript(input.results, input),
  ].join('\n');
  await writeSection(file, section.start, section.end, generated);
}

/** Replaces what lies between `start` and `end` in the file (appending both when absent), keeping the rest. */
export async function writeSection(file: string, start: string, end: string, generated: string): Promise<void> {
  let existing = '';
  try {
    existing = await fs.readFile(file, 'utf8');
  } catch {
    existing = '# Performance\n';
  }
  if (!existing.includes(start)) existing = `${existing.trimEnd()}\n\n${start}\n${end}\n`;
  const [before, rest = ''] = existing.split(start);
  const after = rest.includes(end) ? rest.slice(rest.indexOf(end) + end.length) : '\n';
  await fs.writeFile(file, `${before ?? ''}${start}\n${generated}\n${end}${after}`);
}
