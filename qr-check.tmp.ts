/** One-off: print cards to PDF, rasterise at 150 dpi, read with zbarimg (for the closing note). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { SESSION_COOKIE } from '#common/constants';
import { upsertStaff } from './server/src/staff-accounts/staff-repository';
import { hashPassword } from './server/src/staff-accounts/password';
import { createSession } from './server/src/access/session-repository';
import { openDatabase } from './server/src/db/database';
import { startProcess } from './support/server-process';

const PORT = 3194;
const BASE = `http://127.0.0.1:${PORT}`;
const out = '/tmp/qr';
await fs.mkdir(out, { recursive: true });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-qr-'));
const server = await startProcess(['server/src/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }, PORT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'registry.sqlite'), cacheBytes: 1 << 22 });
  const adminId = (await upsertStaff(database.db, 'staff@example.org', await hashPassword('qr only'))).id;
  const cookie = `${SESSION_COOKIE}=${await createSession(database.db, { adminId, secondFactor: 'passkey' })}`;
  await database.db.destroy();
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#b08050' } }).jpeg().toBuffer();
  const cases = [
    { name: 'en-default', lang: 'en', dogName: 'Biscuit', ownerName: 'Riley Handler', type: 'Guide Dog (Visual Impairment)', other: '', show: false },
    { name: 'en-service-type', lang: 'en', dogName: 'Biscuit', ownerName: 'Riley Handler', type: 'Guide Dog (Visual Impairment)', other: '', show: true },
    { name: 'es-longest', lang: 'es', dogName: 'N'.repeat(100), ownerName: 'M'.repeat(200), type: 'Psychiatric Service Dog', other: '', show: false },
    { name: 'es-longest-type', lang: 'es', dogName: 'N'.repeat(100), ownerName: 'M'.repeat(200), type: 'Psychiatric Service Dog', other: '', show: true },
    { name: 'en-long-other', lang: 'en', dogName: 'Biscuit', ownerName: 'Riley Handler', type: 'Other (Please specify)', other: 'O'.repeat(100), show: true },
  ];
  let code = 0;
  for (const c of cases) {
    const form = new FormData();
    const fields: Record<string, string> = {
      dogName: c.dogName, dogBreed: 'Labrador Retriever', dogAge: '3 years', serviceType: c.type,
      ...(c.other ? { serviceTypeOther: c.other } : {}),
      trainerLicenseNumber: 'DEMO-12345', ownerName: c.ownerName, ownerAddress: '12 Oak Lane',
      ownerPhone: '(503) 555-0147', ownerEmail: 'h@example.org', paymentCode: `DEMO-${String(++code).padStart(4, '0')}`,
      language: c.lang,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('dogPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
    const created = (await (await fetch(`${BASE}/api/registrations`, { method: 'POST', body: form })).json()) as { id: string; ownerToken: string };
    const ok = await fetch(`${BASE}/api/admin/dogs/${created.id}/approve`, { method: 'POST', headers: { cookie, origin: BASE } });
    if (!ok.ok) throw new Error(await ok.text());
    if (c.show) {
      const r = await fetch(`${BASE}/api/dogs/${created.id}/privacy?key=${encodeURIComponent(created.ownerToken)}`, {
        method: 'PATCH', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ showServiceType: true }),
      });
      if (!r.ok) throw new Error(`privacy ${r.status} ${await r.text()}`);
    }
    const context = await browser.newContext({ locale: c.lang === 'es' ? 'es-MX' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${BASE}/registry/${created.id}?key=${encodeURIComponent(created.ownerToken)}`, { waitUntil: 'networkidle' });
    await page.locator('.card-face').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = path.join(out, `${c.name}.pdf`);
    await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', pdf, path.join(out, `${c.name}-150`)]);
    let read = '';
    try {
      read = execFileSync('zbarimg', ['-q', path.join(out, `${c.name}-150.png`)]).toString().trim();
    } catch {
      read = '(zbarimg read nothing)';
    }
    console.log(`${c.name}: ${read.slice(0, 70)}${read.length > 70 ? '…' : ''} (${read.length} chars)`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
