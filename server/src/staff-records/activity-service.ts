import type { Kysely } from 'kysely';
import { ADMIN_LIST_PAGE_SIZE } from '#common/constants';
import type { DB } from '../db/schema';
import { listActivity } from '../activity/activity-repository';

export function activityPage(db: Kysely<DB>, page: number) {
  return listActivity(db, { page, pageSize: ADMIN_LIST_PAGE_SIZE });
}
