/** What staff read: the dashboard's page, its figures, one whole record, the CSV export, the certification file. */
import type { RegistrationListQuery } from '#common/staff-schemas';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type { StaffStats } from '#common/api';
import { DASHBOARD_PAGE_SIZE, REGISTRATION_STATUSES, type RegistrationStatus } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { byStaff } from '../access/actor';
import { recordActivity } from '../activity/activity-repository';
import type { SignedInStaff } from '../access/session-repository';
import type { AppContext } from '../app-context';
import { paginate } from '../db/paginate';
import type { RegistrationRow } from '../db/schema';
import type { StoredFile } from '../files/storage';
import { notFound } from '../lib/api-error';
import { countPaymentCodes } from '../payment-codes/payment-code-repository';
import { countTrainers } from '../trainers/trainer-repository';
import type { CsvRow } from '../lifecycle/registration-list-repository';
import { datesOf, parseRegistrationFilter } from '../lifecycle/registration-filter';
import type { RegistrationListRepository } from '../lifecycle/registration-list-repository';
import { findRegistrationById } from '../lifecycle/registration-repository';
import {
  countActiveWithin,
  countRegistrationsByMonth,
  countRegistrationsByStatus,
} from '../lifecycle/registration-stats-repository';
import { programmeCondition, programmeScope } from '../programmes/programme-scope';

export interface StaffRecordsDeps extends Pick<AppContext, 'config' | 'database' | 'storage'> {
  dogList: RegistrationListRepository;
}

/** What a staff member's lists hold: their programme's records (docs/decisions/042-programme-isolation.md). */
async function filterFor(
  { config, database }: StaffRecordsDeps,
  staff: SignedInStaff,
  query: Pick<RegistrationListQuery, 'search' | 'status'>,
) {
  const scope = await programmeScope(database.db, staff.programmeId);
  return parseRegistrationFilter(query, config.registryPrefix, programmeCondition(scope));
}

export async function registrationPage(deps: StaffRecordsDeps, staff: SignedInStaff, query: RegistrationListQuery) {
  const { dogList } = deps;
  const filter = await filterFor(deps, staff, query);
  return paginate(
    { page: query.page, pageSize: DASHBOARD_PAGE_SIZE },
    () => dogList.count(filter),
    (limit, offset, total) => dogList.page(filter, query, limit, offset, total),
  );
}

export async function registrationStats(
  { database: { db } }: StaffRecordsDeps,
  staff: SignedInStaff,
  now = new Date(),
): Promise<StaffStats> {
  const { programmeId } = staff;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
  );
  const [byStatus, expired, expiring, byMonth, sampleTrainers, sampleCodes] = await Promise.all([
    countRegistrationsByStatus(db, programmeId),
    countActiveWithin(db, programmeId, datesOf('expired', now)!),
    countActiveWithin(db, programmeId, datesOf('expiring', now)!),
    countRegistrationsByMonth(db, start.toISOString(), programmeId),
    countTrainers(db, programmeId, { sampleOnly: true }),
    countPaymentCodes(db, programmeId, { sampleOnly: true }),
  ]);
  const counts = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<RegistrationStatus, number>;
  for (const { status, count } of byStatus) counts[status] = count;
  return {
    // Active as its card shows it: within its dates. The expired are counted apart, as the list filters them.
    counts: { ...counts, active: counts.active - expired, expiring, expired },
    perMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    sampleData: { trainers: sampleTrainers, paymentCodes: sampleCodes },
  };
}

export async function getStaffRegistration({ database }: StaffRecordsDeps, id: string): Promise<RegistrationRow> {
  const row = await findRegistrationById(database.db, id);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  return row;
}

/**
 * The records matching the dashboard's search and filter, for the CSV. The activity log records the
 * export and its status filter; the search text is not stored, because it may be a person's name
 * (docs/decisions/006-code-structure.md).
 */
export async function exportRegistrations(
  deps: StaffRecordsDeps,
  admin: SignedInStaff,
  query: Pick<RegistrationListQuery, 'search' | 'status'>,
): Promise<AsyncIterable<CsvRow>> {
  const { dogList, database } = deps;
  await recordActivity(database.db, {
    action: ACTIVITY_ACTIONS.registrationsExported,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: { status: query.status, searched: query.search !== '' },
    at: new Date().toISOString(),
  });
  return dogList.exportRows(await filterFor(deps, admin, query));
}

export interface CertificationDownload {
  file: StoredFile;
  mime: string;
  fileName: string;
}

export async function openCertification(
  { database, storage }: StaffRecordsDeps,
  id: string,
): Promise<CertificationDownload> {
  const row = await findRegistrationById(database.db, id);
  if (!row?.certification_key || !row.certification_mime) throw notFound('errors.noCertification');
  const file = await storage.get(row.certification_key);
  if (!file) throw notFound('errors.certificationMissing');
  const extension = row.certification_key.split('.').pop();
  return { file, mime: row.certification_mime, fileName: `certification-${row.registry_number}.${extension}` };
}
