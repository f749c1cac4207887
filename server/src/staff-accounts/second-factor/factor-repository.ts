/** All SQL on staff members' second factors (passkeys and TOTP apps). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { randomToken } from '../../lib/tokens';

export interface FactorSummary {
  id: string;
  kind: 'passkey' | 'totp';
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listFactors(db: Kysely<DB>, adminId: string): Promise<FactorSummary[]> {
  const rows = await db
    .selectFrom('admin_factors')
    .select(['id', 'kind', 'label', 'created_at', 'last_used_at'])
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: r.label,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

export async function totpFactors(db: Kysely<DB>, adminId: string) {
  return db
    .selectFrom('admin_factors')
    .select(['id', 'totp_secret', 'totp_last_step'])
    .where('admin_id', '=', adminId)
    .where('kind', '=', 'totp')
    .execute();
}

export async function passkeyFactors(db: Kysely<DB>, adminId: string) {
  return db
    .selectFrom('admin_factors')
    .select(['id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('admin_id', '=', adminId)
    .where('kind', '=', 'passkey')
    .execute();
}

/**
 * Records the step of an accepted TOTP code, unless a simultaneous request already accepted this code
 * or a later one: answers whether this request is the one that used it.
 */
export async function claimTotpStep(db: Kysely<DB>, factorId: string, step: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('admin_factors')
    .set({ totp_last_step: step, last_used_at: now.toISOString() })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordPasskeyUse(db: Kysely<DB>, factorId: string, signCount: number, now: Date): Promise<void> {
  await db
    .updateTable('admin_factors')
    .set({ sign_count: signCount, last_used_at: now.toISOString() })
    .where('id', '=', factorId)
    .execute();
}

export type NewFactor =
  | { kind: 'totp'; label: string; secret: string; lastStep: number | null }
  | {
      kind: 'passkey';
      label: string;
      credentialId: string;
      publicKey: string;
      signCount: number;
      transports: string[];
    };

export async function addFactor(db: Kysely<DB>, adminId: string, factor: NewFactor, now = new Date()): Promise<string> {
  const id = randomToken(12);
  const at = now.toISOString();
  await db
    .insertInto('admin_factors')
    .values({
      id,
      admin_id: adminId,
      kind: factor.kind,
      label: factor.label,
      created_at: at,
      last_used_at: factor.kind === 'totp' && factor.lastStep !== null ? at : null,
      totp_secret: factor.kind === 'totp' ? factor.secret : null,
      totp_last_step: factor.kind === 'totp' ? factor.lastStep : null,
      credential_id: factor.kind === 'passkey' ? factor.credentialId : null,
      public_key: factor.kind === 'passkey' ? factor.publicKey : null,
      sign_count: factor.kind === 'passkey' ? factor.signCount : null,
      transports: factor.kind === 'passkey' ? JSON.stringify(factor.transports) : null,
    })
    .execute();
  return id;
}

export async function countFactors(db: Kysely<DB>, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_factors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteFactor(db: Kysely<DB>, adminId: string, factorId: string): Promise<FactorSummary | null> {
  const factor = (await listFactors(db, adminId)).find((f) => f.id === factorId) ?? null;
  if (factor) await db.deleteFrom('admin_factors').where('id', '=', factorId).where('admin_id', '=', adminId).execute();
  return factor;
}

/** Every factor and recovery code of an admin, and its sessions: `npm run admin -- reset-mfa`. */
export async function deleteAllFactors(db: Kysely<DB>, adminId: string): Promise<number> {
  const removed = await db.deleteFrom('admin_factors').where('admin_id', '=', adminId).executeTakeFirst();
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute();
  return Number(removed.numDeletedRows);
}
