/**
 * `npm run bench:verify` (part of `npm run bench`): how fast the verify page checks a signed card in a
 * real browser (Debian's Chromium), and how much JavaScript it adds to the shared shell. Starts the
 * production build on a fresh SQLite database, signs an active card, opens its QR address in fresh
 * pages, and reads the page's own `sdr-verify` measure (signature and status lists, keys in hand).
 * Then, as a clerk's phone would (issue 35): from navigation to the verdict on screen, with the CPU
 * slowed 4× as Lighthouse's mobile emulation does, first online (a new device, nothing saved), then
 * offline (after one online visit, the network switched off).
 * Writes its section of docs/PERFORMANCE.md; `--smoke` runs three pages and writes nothing.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type BrowserContext } from '@playwright/test';
import { verifyAddress } from '../common/credential';
import { currentCredential } from '../server/src/credentials/credential-service';
import { loadConfig } from '../server/src/config';
import { changeRegistration } from '../server/src/lifecycle/registration-change';
import { inTransaction } from '../server/src/db/transaction';
import { openSigningKeys } from '../server/src/credentials/signing-keys';
import { openDatabase } from '../server/src/db/database';
import { findDogById } from '../server/src/dogs/dog-repository';
import { startProcess } from '../support/server-process';
import { registrationFields } from '../support/registration-forms';
import { jpegPhoto, postRegistration } from '../support/registration-forms';
import { ownBytes } from '../scripts/first-load-js';
import { buildReactFloor, serveReactFloor } from './lib/react-floor';
import { writeSection } from './lib/report';
import { jpegNear } from './sample-images';

const smoke = process.argv.includes('--smoke');
const PAGES = smoke ? 3 : 30;
const PORT = 3291;
const TARGET_MS = 50;
const TARGET_KB = 60;
/** Issue 35: navigation to the verdict, p95, on a phone-class CPU. */
const VERDICT_TARGET_MS = 1000;
/** Lighthouse's mobile emulation slows the CPU this much. */
const CPU_SLOWDOWN = 4;
const START = '<!-- bench:verify:start (written by `npm run bench:verify`; edit outside these markers) -->';
const END = '<!-- bench:verify:end -->';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-bench-verify-'));
const server = await startProcess(
  ['server/src/main.ts'],
  // Outside production, so the sample trainer and payment codes are there to register with.
  { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
  PORT,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const created = await postRegistration(server.url, registrationFields({ dogName: 'Bench' }), [
    jpegPhoto(await jpegNear(50_000)),
  ]);
  if (created.status !== 201) throw new Error(`registration failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };

  const database = openDatabase({
    databaseUrl: null,
    sqliteFile: path.join(dataDir, 'registry.sqlite'),
    cacheBytes: 1 << 22,
  });
  // Approved through the registry's own change function, which issues the card.
  await inTransaction(database, async (tx) => {
    const row = (await findDogById(tx.db, id))!;
    const change = { actor: 'staff', by: { actorLabel: 'bench' }, set: { status: 'active' } } as const;
    await changeRegistration(tx, loadConfig({}), row, change, new Date().toISOString());
  });
  const keys = await openSigningKeys({ dataDir, signingKeyFile: null });
  const address = verifyAddress(server.url, (await currentCredential(database.db, keys, id, server.url))!);
  keys.close();
  await database.db.destroy();

  /**
   * Milliseconds from the navigation's start to the verdict's heading on screen, the CPU slowed as on a
   * phone: the page records the moment the heading appears (performance.now() counts from navigation).
   */
  const verdictTime = async (
    deviceContext: BrowserContext,
    { saved = false, at: pageAddress = address } = {},
  ): Promise<number> => {
    const page = await deviceContext.newPage();
    const cdp = await deviceContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Told by the page itself, not by polling it: a waiting Playwright locator runs its search in the page,
    // on the slowed main thread, and would itself delay the verdict it waits for.
    let shown = () => {};
    const verdictShown = new Promise<void>((resolve) => (shown = resolve));
    await page.exposeFunction('sdrBenchVerdictShown', () => shown());
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await page.addInitScript(`
      new MutationObserver((records, observer) => {
        if (![...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Valid')) return;
        performance.mark('sdr-bench-verdict');
        observer.disconnect();
        window.sdrBenchVerdictShown();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await page.goto(pageAddress);
    const tooLong = sleep(30_000, undefined, { ref: false }).then(() => {
      throw new Error('the verdict did not appear within 30 s');
    });
    await Promise.race([verdictShown, tooLong]);
    const at = await page.evaluate(() => performance.getEntriesByName('sdr-bench-verdict')[0]?.startTime ?? Number.NaN);
    // Not timed: the device has saved what it needs to check offline.
    if (saved) await page.getByText('Ready to check cards offline on this device.').waitFor();
    await page.close();
    return at;
  };

  if (process.env.TRACE) {
    const device = await browser.newContext();
    const page = await device.newPage();
    const cdp = await device.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let shown = () => {};
    const verdictShown = new Promise<void>((resolve) => (shown = resolve));
    await page.exposeFunction('sdrBenchVerdictShown', () => shown());
    await page.addInitScript(`
      new MutationObserver((records, observer) => {
        if (![...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Valid')) return;
        performance.mark('sdr-bench-verdict');
        observer.disconnect();
        window.sdrBenchVerdictShown();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
    await page.goto(address);
    await verdictShown;
    const at = await page.evaluate(() => performance.getEntriesByName('sdr-bench-verdict')[0]?.startTime ?? Number.NaN);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: any[] }).traceEvents;
    const mainThreads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
    const isMain = (e: any) => mainThreads.includes(`${e.pid}:${e.tid}`);
    const navStart = events.find((e) => e.name === 'navigationStart' && isMain(e))?.ts ?? events.find((e) => isMain(e))?.ts;
    console.log('verdict at', at.toFixed(0), 'main threads', mainThreads.length);
    const tasks = events.filter((e) => isMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.dur > 20000 && e.ts >= navStart);
    const inner = events.filter((e) => isMain(e) && e.ph === 'X' && e.name !== 'RunTask' && e.dur > 5000);
    for (const task of tasks) {
      const parts = inner.filter((c) => c.ts >= task.ts && c.ts + c.dur <= task.ts + task.dur).sort((x,y)=>x.ts-y.ts);
      const desc = parts.slice(0, 7).map((c) => `${c.name}${c.args?.data?.url ? '(' + String(c.args.data.url).split('/').pop()!.slice(0,30) + ')' : ''}${c.args?.data?.functionName ? '[' + c.args.data.functionName + ']' : ''} ${(c.dur / 1000).toFixed(0)}`).join(', ');
      console.log(`${((task.ts - navStart) / 1000).toFixed(0).padStart(6)} ms +${(task.dur / 1000).toFixed(0).padStart(4)}  ${desc}`);
    }
    const total = new Map<string, number>();
    for (const e of events) if (isMain(e) && e.ph === 'X' && ['EvaluateScript','v8.compile','v8.compileModule','v8.evaluateModule','FunctionCall','UpdateLayoutTree','Layout','Paint','ParseHTML','RunMicrotasks','TimerFire','EventDispatch','v8.parseOnBackground','ParseAuthorStyleSheet','GCEvent','MinorGC','MajorGC','V8.GCScavenger','V8.GCFinalizeMC'].includes(e.name) && e.ts >= navStart) total.set(e.name, (total.get(e.name) ?? 0) + e.dur);
    console.log([...total].map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '));
    process.exit(0);
  }
  if (process.env.PROF) {
    const device = await browser.newContext();
    const page = await device.newPage();
    const cdp = await device.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(address);
    await page.waitForFunction(() => [...document.querySelectorAll('h2')].some((h) => h.textContent?.trim() === 'Valid'), undefined, { polling: 1000 });
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // Find the longest stretch of non-idle samples and attribute it.
    let t = profile.startTime;
    const samples = (profile.samples as number[]).map((id, i) => ({ id, t: (t += profile.timeDeltas[i]) }));
    const incl = new Map<string, number>();
    const selfT = new Map<string, number>();
    const from = Number(process.env.FROM ?? 0), to = Number(process.env.TO ?? 1e12);
    for (let i = 0; i < samples.length - 1; i++) {
      const s0 = samples[i]!; const dt = samples[i + 1]!.t - s0.t; const rel = (s0.t - profile.startTime) / 1000;
      if (rel < from || rel > to) continue;
      const n = byId.get(s0.id); const name = (cf: any) => `${cf.functionName || '(anon)'} ${String(cf.url).split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      selfT.set(name(n.callFrame), (selfT.get(name(n.callFrame)) ?? 0) + dt);
      const seen = new Set<string>(); let cur: number | undefined = s0.id;
      while (cur !== undefined) { const k = name(byId.get(cur).callFrame); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } cur = parent.get(cur); }
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)} ${k}`).join('\n');
    console.log('--- self\n' + top(selfT, 25) + '\n--- inclusive\n' + top(incl, 45));
    process.exit(0);
  }
  const online: number[] = [];
  const floor: number[] = [];
  const N = Number(process.env.N ?? 8);
  const floorDist = process.env.FLOOR ? await buildReactFloor('dist') : null;
  for (let i = 0; i < N; i++) {
    const device = await browser.newContext();
    online.push(await verdictTime(device));
    await device.close();
    if (floorDist) {
      const d2 = await browser.newContext();
      floor.push(await verdictTime(d2, { at: await serveReactFloor(d2, server.url, floorDist) }));
      await d2.close();
    }
  }
  const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]?.toFixed(0);
  console.log('online verdict ms', online.map((v) => v.toFixed(0)).join(' '), 'median', med(online));
  if (floorDist) console.log('react floor ms', floor.map((v) => v.toFixed(0)).join(' '), 'median', med(floor));
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
