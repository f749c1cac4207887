/** What staff read: the dashboard's page, its figures, one whole record, the CSV export, the certification file. */
import type { DogListQuery } from '#common/admin-schemas';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type { AdminStats } from '#common/api';
import { DASHBOARD_PAGE_SIZE, DOG_STATUSES, type DogStatus } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { byAdmin } from '../access/actor';
import { recordActivity } from '../activity/activity-repository';
import type { SignedInAdmin } from '../access/session-repository';
import type { AppContext } from '../app-context';
import { paginate } from '../db/paginate';
import type { ServiceDogRow } from '../db/schema';
import type { StoredFile } from '../files/storage';
import { notFound } from '../lib/api-error';
import { countPaymentCodes } from '../payment-codes/payment-code-repository';
import { countTrainers } from '../trainers/trainer-repository';
import type { CsvRow } from '../lifecycle/dog-list-repository';
import { parseDogFilter } from '../lifecycle/dog-filter';
import type { DogListRepository } from '../lifecycle/dog-list-repository';
import { findDogById } from '../lifecycle/dog-repository';
import { countDogsByMonth, countDogsByStatus } from '../lifecycle/dog-stats-repository';

export interface DogRecordsDeps extends Pick<AppContext, 'config' | 'database' | 'storage'> {
  dogList: DogListRepository;
}

export function dogPage({ dogList, config }: DogRecordsDeps, query: DogListQuery) {
  const filter = parseDogFilter(query, config.registryPrefix);
  return paginate(
    { page: query.page, pageSize: DASHBOARD_PAGE_SIZE },
    () => dogList.count(filter),
    (limit, offset, total) => dogList.page(filter, query, limit, offset, total),
  );
}

export async function dogStats({ database: { db } }: DogRecordsDeps, now = new Date()): Promise<AdminStats> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
  const [byStatus, byMonth, sampleTrainers, sampleCodes] = await Promise.all([
    countDogsByStatus(db),
    countDogsByMonth(db, start.toISOString()),
    countTrainers(db, { sampleOnly: true }),
    countPaymentCodes(db, { sampleOnly: true }),
  ]);
  const counts = Object.fromEntries(DOG_STATUSES.map((s) => [s, 0])) as Record<DogStatus, number>;
  for (const { status, count } of byStatus) counts[status] = count;
  return {
    counts,
    perMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    sampleData: { trainers: sampleTrainers, paymentCodes: sampleCodes },
  };
}

export async function getAdminDog({ database }: DogRecordsDeps, id: string): Promise<ServiceDogRow> {
  const row = await findDogById(database.db, id);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  return row;
}

/**
 * The records matching the dashboard's search and filter, for the CSV. The activity log records the
 * export and its status filter; the search text is not stored, because it may be a person's name
 * (docs/decisions/006-code-structure.md).
 */
export async function exportDogs(
  { dogList, config, database }: DogRecordsDeps,
  admin: SignedInAdmin,
  query: Pick<DogListQuery, 'search' | 'status'>,
): Promise<AsyncIterable<CsvRow>> {
  await recordActivity(database.db, {
    action: ACTIVITY_ACTIONS.registrationsExported,
    ...byAdmin(admin),
    details: { status: query.status, searched: query.search !== '' },
    at: new Date().toISOString(),
  });
  return dogList.exportRows(parseDogFilter(query, config.registryPrefix));
}

export interface CertificationDownload {
  file: StoredFile;
  mime: string;
  fileName: string;
}

export async function openCertification(
  { database, storage }: DogRecordsDeps,
  id: string,
): Promise<CertificationDownload> {
  const row = await findDogById(database.db, id);
  if (!row?.certification_key || !row.certification_mime) throw notFound('errors.noCertification');
  const file = await storage.get(row.certification_key);
  if (!file) throw notFound('errors.certificationMissing');
  const extension = row.certification_key.split('.').pop();
  return { file, mime: row.certification_mime, fileName: `certification-${row.registry_number}.${extension}` };
}
