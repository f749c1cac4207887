/**
 * The security event log: every sign-in attempt, second factor, factor change, session end and
 * throttling, kept apart from the activity log in a table the database keeps append-only
 * (db/migrations/0018-staff-second-factor.ts, 0020), and written as one JSON line per event to a sink an
 * operator can ship elsewhere (SECURITY_LOG: stdout, a file, or off). An event identical to one whose
 * row began less than an hour ago (same event, result, account, factor, address, browser and details)
 * adds one to that row's count instead of a row of its own, so a flood of attempts stays a few rows and
 * the events around it stay readable; the sink still gets every line.
 */
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { SecurityEventName, SecurityResult, SecondFactorName } from '#common/security-events';
import type { SecurityLogSink } from '../config';
import type { DB } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** How long a row goes on counting identical events: after this, the next one starts a row of its own. */
export const SECURITY_EVENT_FOLD_MS = 60 * 60 * 1000;

export interface SecurityEvent {
  event: SecurityEventName;
  result: SecurityResult;
  adminId?: string | null;
  /** The account's address; for a failed sign-in to no account, left out (it is the sender's own text). */
  email?: string | null;
  factor?: SecondFactorName | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, string | number | boolean>;
}

export interface SecurityLog {
  db: Kysely<DB>;
  sink: SecurityLogSink;
}

function write(sink: SecurityLogSink, line: string): void {
  // One write per line, under the pipe's atomic size: lines never interleave with the request log's.
  if (sink.kind === 'stdout') process.stdout.write(line);
  else if (sink.kind === 'stderr') process.stderr.write(line);
  else if (sink.kind === 'file') fs.appendFileSync(sink.path, line, { mode: 0o600 });
}

export async function recordSecurityEvent(log: SecurityLog, event: SecurityEvent, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const row = {
    at,
    event: event.event,
    result: event.result,
    admin_id: event.adminId ?? null,
    email: event.email ?? null,
    factor: event.factor ?? null,
    ip: event.ip?.slice(0, 64) ?? null,
    user_agent: event.userAgent?.slice(0, 300) ?? null,
    details: event.details ? JSON.stringify(event.details) : null,
  };
  const foldKey = sha256(
    JSON.stringify([row.event, row.result, row.admin_id, row.email, row.factor, row.ip, row.user_agent, row.details]),
  );
  const since = new Date(now.getTime() - SECURITY_EVENT_FOLD_MS).toISOString();
  const folded = await log.db
    .updateTable('security_events')
    .set((eb) => ({
      count: eb('count', '+', 1),
      // A simultaneous later event may have written its time first: last_at never goes back.
      last_at: sql<string>`case when coalesce(last_at, at) > ${at} then coalesce(last_at, at) else ${at} end`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('security_events as open')
        .select('open.id')
        .where('open.fold_key', '=', foldKey)
        .where('open.at', '>=', since)
        .orderBy('open.id', 'desc')
        .limit(1),
    )
    .executeTakeFirst();
  if (Number(folded.numUpdatedRows) === 0) {
    await log.db
      .insertInto('security_events')
      .values({ ...row, fold_key: foldKey })
      .execute();
  }
  write(
    log.sink,
    `${JSON.stringify({
      time: at,
      type: 'security',
      event: row.event,
      result: row.result,
      email: row.email,
      factor: row.factor,
      ip: row.ip,
      userAgent: row.user_agent,
      ...(event.details ? { details: event.details } : {}),
    })}\n`,
  );
}
