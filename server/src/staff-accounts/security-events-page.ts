import { sql, type Kysely } from 'kysely';
import type { Page, SecurityEventEntry } from '#common/api';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import type { SignedInStaff } from '../access/session-repository';
import type { DB } from '../db/schema';
import { paginate } from '../db/paginate';

/**
 * The security log of the staff member's programme's accounts, most recent event first (an entry that
 * counts a flood by its last), a page at a time. What names no account of any programme (a sign-in
 * with an unknown email, a removed account's events) is the deployment's, which its operator sees.
 */
export function securityEventsPage(
  db: Kysely<DB>,
  staff: Pick<SignedInStaff, 'programmeId' | 'isOperator'>,
  page: number,
): Promise<Page<SecurityEventEntry>> {
  const log = db
    .selectFrom('security_events')
    .leftJoin('admins', 'admins.id', 'security_events.admin_id')
    .where((eb) =>
      staff.isOperator
        ? eb.or([eb('admins.programme_id', '=', staff.programmeId), eb('admins.id', 'is', null)])
        : eb('admins.programme_id', '=', staff.programmeId),
    );
  return paginate(
    { page, pageSize: STAFF_LIST_PAGE_SIZE },
    async () => (await log.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      log
        .select([
          'security_events.id',
          'security_events.at',
          'security_events.event',
          'security_events.result',
          'security_events.email',
          'security_events.factor',
          'security_events.ip',
          'security_events.user_agent as userAgent',
          'security_events.count',
        ])
        .select(sql<string>`coalesce(security_events.last_at, security_events.at)`.as('lastAt'))
        .orderBy(sql`coalesce(security_events.last_at, security_events.at)`, 'desc')
        .orderBy('security_events.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, id: Number(row.id), count: Number(row.count) }))),
  );
}
