import type { Kysely } from 'kysely';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import type { DB } from '../db/schema';
import { listActivity } from '../activity/activity-repository';

export function activityPage(db: Kysely<DB>, page: number) {
  return listActivity(db, { page, pageSize: STAFF_LIST_PAGE_SIZE });
}
