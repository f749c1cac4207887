/**
 * What an idle production server holds (docs/DEPLOYMENT.md, Memory): before it listens it hands back
 * the garbage starting left in V8's heap, which V8 would otherwise keep for as long as the server idles
 * (server/src/lib/heap-settling.ts). The same build started without `--expose-gc` cannot, and is the
 * yardstick beside it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freePort,
  PRODUCTION_NODE_FLAGS,
  residentMemory,
  startProcess,
  type ResidentMemory,
} from '../../../support/server-process';

async function idleAfterStart(flags: string[]): Promise<ResidentMemory> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-idle-'));
  const server = await startProcess(
    [...flags, 'build/server/main.js'],
    { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    await freePort(),
  );
  try {
    return residentMemory(server.pid);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

describe('an idle production server', () => {
  it('holds at least 10 MB less than the same start that keeps what starting left (25 MB less, measured)', async () => {
    const settled = await idleAfterStart(PRODUCTION_NODE_FLAGS);
    const unsettled = await idleAfterStart(PRODUCTION_NODE_FLAGS.filter((flag) => flag !== '--expose-gc'));
    const mb = (memory: ResidentMemory) => memory.bytes / 2 ** 20;
    expect(mb(unsettled) - mb(settled), `${mb(settled)} MB settled, ${mb(unsettled)} MB not`).toBeGreaterThanOrEqual(
      10,
    );
  });
});
