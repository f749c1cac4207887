/**
 * `npm run lighthouse`: starts the built app on a fresh database, registers one dog through the API,
 * runs Lighthouse (Debian's Chromium) on /, /register, /lookup, /v and that dog's card, in English and in
 * Spanish, and writes the scores to docs/lighthouse.md, exiting 1 when a page misses a target.
 * `--check` (part of `npm test`) writes nothing, runs each page once and holds the targets that do not
 * depend on the machine's speed: accessibility, best practices and SEO. Performance is a timing —
 * Lighthouse's mobile emulation multiplies the CPU time it observes by four — so on a shared machine it
 * moves by up to ten points from run to run (docs/decisions/032-page-speed-is-a-benchmark.md); the check
 * prints it, and the benchmark (`npm run lighthouse`, median of three, on a quiet machine) judges it.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);
const PORT = 3196;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Performance ≥ 95 on every public page in both languages, as a median of three (issue 53; it was 90).
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof TARGETS;
const checkOnly = process.argv.includes('--check');
/** Performance varies from run to run on a shared machine; the report gives the median of three. */
const RUNS = checkOnly ? 1 : 3;
const CATEGORIES = Object.keys(TARGETS) as Category[];
/** What `--check` holds: the categories a machine's speed cannot move. */
const GATED = checkOnly ? CATEGORIES.filter((category) => category !== 'performance') : CATEGORIES;

/** A run's scores (0–100), and its largest contentful paint and total blocking time (ms). */
type Run = Record<Category, number> & { lcp: number; tbt: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The run with the median performance score, so its LCP and TBT are the ones that scored it. */
function medianRun(runs: Run[]): Run {
  const performance = median(runs.map((r) => r.performance));
  const middle = runs.find((r) => r.performance === performance)!;
  return {
    ...middle,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])),
  } as Run;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

async function registerSampleDog(): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b08050' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  const fields = {
    dogName: 'Lighthouse',
    dogBreed: 'German Shepherd',
    dogAge: '6 years',
    serviceType: 'Guide Dog (Visual Impairment)',
    trainerLicenseNumber: 'DEMO-12345',
    ownerName: 'Pat Sample',
    ownerAddress: '1 Harbor Road',
    ownerPhone: '555-010-4477',
    ownerEmail: 'pat@example.org',
    paymentCode: 'DEMO-0001',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('dogPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const response = await fetch(`${BASE}/api/registrations`, { method: 'POST', body: form });
  if (response.status !== 201)
    throw new Error(`sample registration failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function auditOnce(url: string): Promise<Run> {
  const { stdout } = await run(
    'node_modules/.bin/lighthouse',
    [
      url,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<Category, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  return {
    ...(Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(report.categories[category].score * 100)]),
    ) as Record<Category, number>),
    lcp: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbt: Math.round(report.audits['total-blocking-time']!.numericValue),
  };
}

/** Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"); so it is run again, up to three times. */
async function audit(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= 3 || !stderr.includes('Runtime error encountered')) throw error;
      console.warn(`Lighthouse runtime error on ${url}, running it again: ${stderr.trim().split('\n')[0]}`);
    }
  }
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-lighthouse-'));
const server = spawn('node_modules/.bin/tsx', ['server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  const dogId = await registerSampleDog();
  const english = {
    '/': '/',
    '/register': '/register',
    '/lookup': '/lookup',
    '/registry/{id}': `/registry/${dogId}`,
    '/v': '/v',
  };
  // The same pages in Spanish, chosen through a link that carries the language (issue 17).
  const pages = {
    ...english,
    ...Object.fromEntries(Object.entries(english).map(([label, path]) => [`${label} (es)`, `${path}?lang=es`])),
  };
  const rows: string[] = [];
  const misses: string[] = [];
  for (const [label, pagePath] of Object.entries(pages)) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${pagePath}`));
    const scores = medianRun(runs);
    console.log(
      label,
      { ...scores },
      runs.length > 1 ? `(median of ${runs.length}; performance ${runs.map((r) => r.performance).join(', ')})` : '',
    );
    rows.push(
      `| ${label} | ${scores.performance} | ${(scores.lcp / 1000).toFixed(1)} s | ${scores.tbt} ms | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`,
    );
    for (const category of CATEGORIES) {
      const score = scores[category] ?? 0;
      if (score >= TARGETS[category]) continue;
      const miss = `${label} ${category} ${score} < ${TARGETS[category]}`;
      if (GATED.includes(category)) misses.push(miss);
      else console.warn(`${miss} on one run here; \`npm run lighthouse\` judges performance (median of three)`);
    }
  }
  if (!checkOnly) {
    const chromium = (await run(CHROMIUM, ['--version'])).stdout.trim();
    const lighthouseVersion = (await run('node_modules/.bin/lighthouse', ['--version'])).stdout.trim();
    await fs.writeFile(
      'docs/lighthouse.md',
      [
        '# Lighthouse scores',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\` (Lighthouse ${lighthouseVersion}, ${chromium}, mobile emulation`,
        `with simulated throttling: slow 4G, 4× CPU slowdown; the production build served by the real server on ${os.cpus().length} cores). Each score is the`,
        `median of ${RUNS} runs.`,
        '',
        `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}.`,
        '',
        '| page | performance | LCP | TBT | accessibility | best practices | SEO |',
        '|---|---|---|---|---|---|---|',
        ...rows,
        '',
        misses.length ? `Missed: ${misses.join('; ')}.` : 'Every page meets every target.',
        '',
      ].join('\n'),
    );
    console.log('wrote docs/lighthouse.md');
  }
  if (misses.length) {
    console.error(`Below target: ${misses.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true });
}
