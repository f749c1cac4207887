/**
 * A minimal built web app in a temporary folder, for tests that serve pages: index.html and the verify
 * page's own v.html, one hashed asset, and a Vite manifest in which the home, look-up and registration
 * screens, the Spanish words and the registration's words are chunks of their own.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FAKE_ASSET = '/assets/app-abc123.js';

const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
  'v.html': { file: 'assets/v-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_home-part.js': { file: 'assets/home-part-1.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shared.js', '_home-part.js'] },
  'src/features/lookup/lookup-page.tsx': { file: 'assets/lookup-page-1.js', imports: ['_shared.js'] },
  '../common/i18n/messages-es.ts': { file: 'assets/messages-es-1.js' },
  'src/features/registration/registration-wizard.tsx': { file: 'assets/registration-wizard-1.js' },
  '../common/i18n/register-messages-en.ts': { file: 'assets/register-messages-en-1.js' },
  '../common/i18n/register-messages-es.ts': { file: 'assets/register-messages-es-1.js' },
};

export async function createFakeWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'v.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root" data-page="verify"></div></body></html>',
  );
  await fs.writeFile(path.join(dir, FAKE_ASSET), 'console.log(1)');
  await fs.mkdir(path.join(dir, '.vite'));
  await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
