/** A minimal built web app (index.html and one hashed asset) in a temporary folder, for tests that serve pages. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FAKE_ASSET = '/assets/app-abc123.js';

export async function createFakeWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dir, FAKE_ASSET), 'console.log(1)');
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
