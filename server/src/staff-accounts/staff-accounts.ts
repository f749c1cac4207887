/** What `npm run admin` does to staff accounts beyond creating them: list, remove, end sessions. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { normalizeEmail } from '#common/normalize';
import { recordActivity } from '../activity/activity-repository';
import type { DB, StaffRole } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { countStaff, findStaffByEmail } from './staff-repository';

export interface StaffSummary {
  email: string;
  /** The slug of the programme whose staff they are. */
  programme: string;
  isOperator: boolean;
  /** 'trainer': an account a trainer of the directory made from an invitation. */
  role: StaffRole;
  createdAt: string;
  /** Sessions not yet expired. */
  liveSessions: number;
  lastSeenAt: string | null;
}

export async function listStaff(db: Kysely<DB>, now = new Date()): Promise<StaffSummary[]> {
  const rows = await db
    .selectFrom('admins')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.admin_id', '=', 'admins.id').on('sessions.expires_at', '>', now.toISOString()),
    )
    .innerJoin('programmes', 'programmes.id', 'admins.programme_id')
    .select((eb) => [
      'admins.email',
      'admins.created_at',
      'admins.is_operator',
      'admins.role',
      'programmes.slug',
      eb.fn.count<number>('sessions.id').as('live_sessions'),
      eb.fn.max('sessions.last_seen_at').as('last_seen_at'),
    ])
    .groupBy(['admins.id', 'admins.email', 'admins.created_at', 'admins.is_operator', 'admins.role', 'programmes.slug'])
    .orderBy('admins.email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    programme: row.slug,
    isOperator: row.is_operator === 1,
    role: row.role,
    createdAt: row.created_at,
    liveSessions: Number(row.live_sessions),
    lastSeenAt: row.last_seen_at ?? null,
  }));
}

export class StaffCommandRefused extends Error {
  override name = 'StaffCommandRefused';
}

/** Ends every session of one admin (a lost laptop, a shared screen); the password stays. */
export async function endSessions(db: Kysely<DB>, email: string, via: string): Promise<number> {
  const admin = await findStaffByEmail(db, email);
  if (!admin) throw new StaffCommandRefused(`No admin has the email ${normalizeEmail(email)}.`);
  const result = await db.deleteFrom('sessions').where('admin_id', '=', admin.id).executeTakeFirst();
  const ended = Number(result.numDeletedRows);
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.adminSessionsEnded,
    actorLabel: via,
    programmeId: admin.programme_id,
    details: { email: admin.email, sessions: ended },
    at: new Date().toISOString(),
  });
  return ended;
}

/** Removes an admin and ends its sessions; the log keeps what it did. The last admin stays. */
export async function removeStaff(deps: TransactionDeps, email: string, via: string): Promise<void> {
  await inTransaction(deps, async ({ db: trx }) => {
    const admin = await findStaffByEmail(trx, email);
    if (!admin) throw new StaffCommandRefused(`No admin has the email ${normalizeEmail(email)}.`);
    if (admin.role === 'staff' && (await countStaff(trx, { role: 'staff' })) === 1) {
      throw new StaffCommandRefused(
        `${admin.email} is the only admin. Create another first (npm run admin -- create --email …), or set a new password with create.`,
      );
    }
    // Sessions go with the account (foreign key, on delete cascade).
    await trx.deleteFrom('admins').where('id', '=', admin.id).execute();
    // The deployment keeps an operator while it has accounts: the earliest created left takes the role.
    if (admin.is_operator === 1) {
      const next = await trx
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'staff')
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      if (next) await trx.updateTable('admins').set({ is_operator: 1 }).where('id', '=', next.id).execute();
    }
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.adminRemoved,
      actorLabel: via,
      programmeId: admin.programme_id,
      details: { email: admin.email },
      at: new Date().toISOString(),
    });
  });
}
