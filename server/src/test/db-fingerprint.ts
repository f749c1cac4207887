/**
 * A hash of everything the registry stores — every row of every table and the list of uploaded
 * files — to prove that a refused request changed nothing. Two things change by design on refused
 * requests and are left out: failed sign-ins (recorded for throttling) and a session's sliding
 * last-seen time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';

const TABLES = {
  programmes: 'id',
  service_dogs: 'id',
  trainers: 'license_number',
  payment_codes: 'code',
  activity_log: 'id',
  admins: 'id',
  sessions: 'id',
  idempotency_keys: 'key_hash',
  admin_setup_tokens: 'token_hash',
  registry_lock: 'id',
  retired_registrations: 'registry_seq',
} as const;
const SLIDING = new Set(['last_seen_at', 'expires_at']);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export async function dataFingerprint(context: AppContext): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, key] of Object.entries(TABLES)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(
      context.database.db,
    );
    for (const row of rows.rows) {
      const kept = Object.entries(row).filter(([column]) => !(table === 'sessions' && SLIDING.has(column)));
      hash.update(`${table}:${JSON.stringify(kept)}\n`);
    }
  }
  hash.update(JSON.stringify(await listFiles(context.config.uploadsDir)));
  return hash.digest('hex');
}
