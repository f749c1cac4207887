import { sql, type Kysely } from 'kysely';
import type { Page, SecurityEventEntry } from '#common/api';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import type { DB } from '../db/schema';
import { paginate } from '../db/paginate';

/** The security log, most recent event first (an entry that counts a flood by its last), a page at a time. */
export function securityEventsPage(db: Kysely<DB>, page: number): Promise<Page<SecurityEventEntry>> {
  return paginate(
    { page, pageSize: STAFF_LIST_PAGE_SIZE },
    async () =>
      (
        await db
          .selectFrom('security_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    (limit, offset) =>
      db
        .selectFrom('security_events')
        .select(['id', 'at', 'event', 'result', 'email', 'factor', 'ip', 'user_agent as userAgent', 'count'])
        .select(sql<string>`coalesce(last_at, at)`.as('lastAt'))
        .orderBy(sql`coalesce(last_at, at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, id: Number(row.id), count: Number(row.count) }))),
  );
}
