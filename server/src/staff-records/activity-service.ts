import type { Kysely } from 'kysely';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import type { SignedInStaff } from '../access/session-repository';
import type { DB } from '../db/schema';
import { listActivity } from '../activity/activity-repository';

/** The staff member's programme's log, a page of it. */
export function activityPage(db: Kysely<DB>, staff: SignedInStaff, page: number) {
  return listActivity(db, staff.programmeId, { page, pageSize: STAFF_LIST_PAGE_SIZE });
}
