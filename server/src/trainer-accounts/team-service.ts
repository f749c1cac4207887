/**
 * A programme's teams as its trainers reach them (docs/decisions/046-trainer-accounts.md): found by
 * registry number within the caller's programme, shown as who they are and where their tests and
 * training stand, with no contact details; tests and training recorded through the same services as
 * the staff's record page. A trainer records only the tests they conducted, under their own listing.
 */
import type { Kysely } from 'kysely';
import type { TeamSummary } from '#common/api';
import type { Locale } from '#common/i18n/locales';
import { handlerShortName } from '#common/mask';
import { normalizeLicenseNumber } from '#common/normalize';
import type { AccessTestInput, TrainingLogEntryInput } from '#common/staff-schemas';
import { STAFF_MESSAGES } from '#common/staff-messages';
import type { Caller } from '../access/caller';
import type { DB, RegistrationRow } from '../db/schema';
import { findRegistrationById, findRegistrationBySequence } from '../lifecycle/registration-repository';
import { listTrainingLog, logTraining, presentTrainingLogEntry } from '../lifecycle/training-log';
import { notFound, validationFailed } from '../lib/api-error';
import { sequenceOfAnyProgramme } from '../programmes/programme-prefixes';
import type { ServiceDeps } from '../app-context';
import { listAccessTests, presentAccessTest, recordAccessTest } from '../staff-records/access-test-service';

/** The staff member or trainer a request acts as: a trainer's account only as its own listing. */
export type TeamCaller = Extract<Caller, { kind: 'staff' | 'trainer' }>;

const RECENT = 20;

async function summary(db: Kysely<DB>, row: RegistrationRow): Promise<TeamSummary> {
  const [tests, log] = await Promise.all([listAccessTests(db, row.id), listTrainingLog(db, row.id)]);
  return {
    id: row.id,
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    handlerName: handlerShortName(row.owner_name),
    status: row.status,
    accessTestDue: row.access_test_due,
    accessTests: tests.slice(0, RECENT).map(presentAccessTest),
    trainingLog: log.slice(0, RECENT).map(presentTrainingLogEntry),
  };
}

/** The caller's programme's team with this number; any other (another programme's, none) is not found. */
export async function findTeam(
  db: Kysely<DB>,
  caller: TeamCaller,
  registryNumber: string,
  registryPrefix: string,
): Promise<TeamSummary> {
  const sequence = await sequenceOfAnyProgramme(db, registryNumber, registryPrefix);
  const row = sequence === null ? null : await findRegistrationBySequence(db, sequence);
  if (!row || row.programme_id !== caller.session.programmeId) throw notFound(STAFF_MESSAGES.notYourProgrammeTeam);
  return summary(db, row);
}

async function teamById(db: Kysely<DB>, id: string): Promise<TeamSummary> {
  const row = await findRegistrationById(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notYourProgrammeTeam);
  return summary(db, row);
}

/** Records a test on the team (permissions decided on the record before); a trainer's is under their own listing. */
export async function recordTeamTest(
  deps: Pick<ServiceDeps, 'db' | 'changes' | 'config'>,
  caller: TeamCaller,
  teamId: string,
  input: AccessTestInput,
  locale: Locale,
): Promise<TeamSummary> {
  if (
    caller.kind === 'trainer' &&
    normalizeLicenseNumber(input.evaluatorLicense) !== normalizeLicenseNumber(caller.session.trainerLicense)
  )
    throw validationFailed({ evaluatorLicense: STAFF_MESSAGES.ownTestsOnly });
  await recordAccessTest(deps, caller.session, teamId, input, locale);
  return teamById(deps.db, teamId);
}

export async function logTeamTraining(
  db: Kysely<DB>,
  caller: TeamCaller,
  teamId: string,
  entry: TrainingLogEntryInput,
): Promise<TeamSummary> {
  await logTraining(db, caller.session, teamId, entry);
  return teamById(db, teamId);
}
