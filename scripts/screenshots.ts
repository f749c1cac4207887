/**
 * `npm run screenshots`: starts the built app on a fresh database, fills it with a few registrations,
 * and saves every page and state at 375 and 1280 px wide into docs/screens/, checking each with axe
 * on the way (exits 1 on any violation). docs/DESIGN.md shows the results.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '#common/constants';
import { upsertStaff } from '../server/src/staff-accounts/staff-repository';
import { hashPassword } from '../server/src/staff-accounts/password';
import { createSession } from '../server/src/access/session-repository';
import { openDatabase } from '../server/src/db/database';
import { startProcess } from '../support/server-process';

const PORT = 3195;
const BASE = `http://127.0.0.1:${PORT}`;
// SCREENS_OUT: another folder (a review's, say); SCREENS_LOCALE: the browser's language, `es` for Spanish.
const OUT = process.env.SCREENS_OUT ?? 'docs/screens';
const LOCALE = process.env.SCREENS_LOCALE ?? 'en-US';
const WIDTHS = [375, 1280] as const;
const only = process.argv[2]; // a name fragment, to regenerate one screen while working on it

interface Screen {
  name: string;
  path: string;
  admin?: boolean;
  /** Brings the page to the state shown, after it has loaded. */
  act?: (page: Page) => Promise<void>;
}

const DOGS = [
  ['Maple', 'Golden Retriever', 'Mobility Support', 'Riley Handler'],
  ['Biscuit', 'Labrador Retriever', 'Guide Dog (Visual Impairment)', 'Sam Ortega'],
  ['Juniper', 'Standard Poodle', 'Medical Alert/Response', 'Alex Kim'],
  [
    'Sir Reginald Fluffington of the Northern Lakes',
    'Bernese Mountain Dog',
    'Psychiatric Service Dog',
    'Maximiliana Featherstonehaugh-Wolfeschlegel',
  ],
  ['Otis', 'Border Collie', 'Hearing Dog', 'Jordan Lee'],
  ['Pepper', 'German Shepherd', 'Seizure Response', 'Casey Morgan'],
] as const;

async function registerDogs(): Promise<{ id: string; ownerToken: string; registryNumber: string }[]> {
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#b08050' } })
    .jpeg()
    .toBuffer();
  const created: { id: string; ownerToken: string; registryNumber: string }[] = [];
  for (const [i, [dogName, dogBreed, serviceType, ownerName]] of DOGS.entries()) {
    const form = new FormData();
    const fields = {
      dogName,
      dogBreed,
      dogAge: `${i + 2} years`,
      serviceType,
      trainerLicenseNumber: 'DEMO-12345',
      ownerName,
      ownerAddress: '12 Oak Lane, Portland, OR 97201',
      ownerPhone: '(503) 555-0147',
      ownerEmail: 'handler@example.org',
      paymentCode: `DEMO-${String(i + 1).padStart(4, '0')}`,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('dogPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
    const response = await fetch(`${BASE}/api/registrations`, { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    created.push((await response.json()) as { id: string; ownerToken: string; registryNumber: string });
  }
  return created;
}

async function approve(id: string, cookie: string): Promise<void> {
  const response = await fetch(`${BASE}/api/admin/dogs/${id}/approve`, {
    method: 'POST',
    headers: { cookie, origin: BASE },
  });
  if (!response.ok) throw new Error(`approve failed: ${response.status} ${await response.text()}`);
}

function screens(dogs: { id: string; ownerToken: string; registryNumber: string }[], verifyAddress: string): Screen[] {
  const [active, pending] = [dogs[0]!, dogs.at(-1)!];
  return [
    { name: 'home', path: '/' },
    { name: 'register-step-1', path: '/register' },
    {
      name: 'register-step-1-errors',
      path: '/register',
      act: async (page) => page.getByRole('button', { name: /^Next/ }).click(),
    },
    { name: 'fees', path: '/fees' },
    { name: 'about', path: '/about' },
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
    { name: 'owner-link', path: '/owner-link' },
    { name: 'lookup', path: '/lookup' },
    {
      name: 'lookup-not-found',
      path: '/lookup',
      act: async (page) => {
        await page.getByRole('textbox').fill('999999');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('alert').first().waitFor();
      },
    },
    { name: 'verify-scan', path: '/v' },
    { name: 'counter-sheet', path: '/counter-sheet' },
    { name: 'verify-valid', path: verifyAddress.slice(BASE.length) },
    { name: 'card-visitor', path: `/registry/${active.id}` },
    { name: 'card-owner', path: `/registry/${active.id}?key=${active.ownerToken}` },
    { name: 'card-pending', path: `/registry/${pending.id}` },
    { name: 'confirmation', path: `/confirmation/${pending.id}` },
    { name: 'not-found', path: '/no-such-page' },
    { name: 'admin-login', path: '/admin/login' },
    { name: 'admin-dashboard', path: '/admin/dashboard', admin: true },
    { name: 'admin-edit', path: `/admin/edit/${pending.id}`, admin: true },
    { name: 'admin-trainers', path: '/admin/trainers', admin: true },
    { name: 'admin-payment-codes', path: '/admin/payment-codes', admin: true },
    { name: 'admin-activity', path: '/admin/activity', admin: true },
    { name: 'admin-to-pass-on', path: '/admin/to-pass-on', admin: true },
    { name: 'card-short-address', path: `/c/${active.registryNumber}` },
  ];
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-screens-'));
const server = await startProcess(['server/src/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let violations = 0;
try {
  const database = openDatabase({
    databaseUrl: null,
    sqliteFile: path.join(dataDir, 'registry.sqlite'),
    cacheBytes: 1 << 22,
  });
  const adminId = (await upsertStaff(database.db, 'staff@example.org', await hashPassword('screens only'))).id;
  const token = await createSession(database.db, { adminId, secondFactor: 'passkey' });
  await database.db.destroy();
  const cookie = `${SESSION_COOKIE}=${token}`;

  const dogs = await registerDogs();
  for (const dog of dogs.slice(0, 3)) await approve(dog.id, cookie);
  // The address the first card's QR code carries: the verify page with its signed credential.
  const qr = await sharp(Buffer.from(await (await fetch(`${BASE}/api/dogs/${dogs[0]!.id}/qr.svg`)).arrayBuffer()), {
    density: 300,
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const verifyAddress = jsQR(new Uint8ClampedArray(qr.data), qr.info.width, qr.info.height)?.data ?? `${BASE}/v`;

  await fs.mkdir(OUT, { recursive: true });
  // A screen brought to its state by clicks names its buttons in English: in another language it is left out.
  const shown = screens(dogs, verifyAddress).filter((s) => LOCALE.startsWith('en') || !s.act);
  for (const screen of shown.filter((s) => !only || s.name.includes(only))) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        locale: LOCALE,
      });
      if (screen.admin)
        await context.addCookies([
          { name: SESSION_COOKIE, value: token, url: BASE, httpOnly: true, sameSite: 'Lax' },
          { name: SIGNED_IN_HINT_COOKIE, value: '1', url: BASE, sameSite: 'Lax' },
        ]);
      const page = await context.newPage();
      await page.goto(`${BASE}${screen.path}`, { waitUntil: 'networkidle' });
      await screen.act?.(page);
      await page.waitForLoadState('networkidle');
      const { violations: found } = await new AxeBuilder({ page }).analyze();
      for (const v of found)
        console.error(
          `axe ${screen.name} @${width}: ${v.id} — ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      violations += found.length;
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) {
        const culprits = await page.evaluate((w) => {
          const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
            (e) => e.getBoundingClientRect().right > w + 1,
          );
          // The innermost ones: those with no wide descendant.
          return wide.filter((e) => !wide.some((o) => o !== e && e.contains(o))).map((e) => e.outerHTML.slice(0, 120));
        }, width);
        console.warn(`${screen.name} @${width}: the page is ${scrollWidth} px wide:\n  ${culprits.join('\n  ')}`);
      }
      const file = path.join(OUT, `${screen.name}-${width}.png`);
      // A 256-colour palette keeps the committed images small (about a third) with no visible loss.
      await sharp(await page.screenshot({ fullPage: true }))
        .png({ palette: true, quality: 90, compressionLevel: 9 })
        .toFile(file);
      console.log(`${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
if (violations > 0) {
  console.error(`${violations} axe violation(s).`);
  process.exit(1);
}
