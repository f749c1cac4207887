/**
 * Public access tests staff record for a team. The evaluator must be in the trainer directory and
 * listed on the test date; the latest test's next due date caps the registration's validity, and a
 * change of date re-issues the card (a new revision with the new date).
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type { AccessTestInput } from '#common/staff-schemas';
import type { AccessTest } from '#common/api';
import { normalizeLicenseNumber } from '#common/normalize';
import { MESSAGES } from '#common/messages';
import { byStaff } from '../access/actor';
import type { SignedInStaff } from '../access/session-repository';
import type { ServiceDeps } from '../app-context';
import type { AccessTestRow, DB, RegistrationRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { notFound, validationFailed } from '../lib/api-error';
import { randomToken } from '../lib/tokens';
import { trainerProblem } from '../trainers/trainer-service';
import { changeRegistration, termOf } from '../lifecycle/registration-change';
import { findRegistrationById } from '../lifecycle/registration-repository';
import type { Locale } from '#common/i18n/locales';

export function presentAccessTest(row: AccessTestRow): AccessTest {
  return {
    id: row.id,
    testedOn: row.tested_on,
    evaluatorLicense: row.evaluator_license,
    result: row.result,
    nextDue: row.next_due,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at,
    placeKind: row.place_kind,
    items: row.checklist === null ? null : (JSON.parse(row.checklist) as Record<string, boolean>),
    notes: row.notes,
  };
}

export function listAccessTests(db: Kysely<DB>, dogId: string): Promise<AccessTestRow[]> {
  return db
    .selectFrom('access_tests')
    .selectAll()
    .where('dog_id', '=', dogId)
    .orderBy('tested_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .execute();
}

export async function recordAccessTest(
  deps: Pick<ServiceDeps, 'db' | 'changes' | 'config'>,
  admin: SignedInStaff,
  dogId: string,
  input: AccessTestInput,
  locale: Locale = 'en',
): Promise<RegistrationRow> {
  const problem = await trainerProblem(deps.db, input.evaluatorLicense, {
    now: new Date(`${input.testedOn}T12:00:00Z`),
    locale,
  });
  if (problem)
    throw validationFailed({ evaluatorLicense: problem.message }, undefined, { evaluatorLicense: problem.code });
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const row = await findRegistrationById(trx, dogId);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    const at = new Date().toISOString();
    const nextDue = input.nextDue ? input.nextDue : null;
    await trx
      .insertInto('access_tests')
      .values({
        id: randomToken(12),
        dog_id: dogId,
        tested_on: input.testedOn,
        evaluator_license: normalizeLicenseNumber(input.evaluatorLicense),
        result: input.result,
        next_due: nextDue,
        recorded_by: admin.email,
        recorded_at: at,
        place_kind: input.placeKind ?? null,
        checklist: input.items ? JSON.stringify(input.items) : null,
        notes: input.notes ? input.notes : null,
      })
      .execute();
    const [latest] = await listAccessTests(trx, dogId);
    return changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor: 'staff',
        by: byStaff(admin),
        set: { paid_through: termOf(row).paidThrough, access_test_due: latest?.next_due ?? null },
        activity: [
          {
            action: ACTIVITY_ACTIONS.accessTestRecorded,
            details: {
              testedOn: input.testedOn,
              result: input.result,
              evaluator: normalizeLicenseNumber(input.evaluatorLicense),
              ...(nextDue ? { nextDue } : {}),
            },
          },
        ],
      },
      at,
    );
  });
}
