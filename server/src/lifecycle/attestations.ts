/**
 * A team's training attestation follows its record and its public access tests
 * (docs/decisions/044-training-attestation.md), as its card does (cards.ts). After every change, in the
 * change's transaction: a registration in force whose latest test passed has an attestation of that test,
 * a new one (the old superseded) when what it attests changed; a failed re-test, a move out of force or
 * deletion ends it, and the status lists revoke it at their next refresh.
 */
import type { Kysely } from 'kysely';
import { STATUS_RULES } from '#common/lifecycle';
import { handlerShortName } from '#common/mask';
import { orderedTaskCategories, TASK_CATEGORIES, type TaskCategory } from '#common/task-categories';
import type { AccessTestRow, DB, RegistrationRow } from '../db/schema';
import { sha256 } from '../lib/tokens';
import {
  currentAttestation,
  endAttestation,
  insertAttestation,
  latestAccessTest,
  trainerName,
} from './attestation-repository';
import { drawStatusIndex } from './card-repository';
import { lockRegistry } from './registration-repository';

/**
 * What an attestation says, as stored: the team as its card names it (never contact data, never the
 * service type or anything of the handler's disability), the test and the trainer who conducted it, and
 * the kinds of task the handler chose to have named, if any.
 */
export interface AttestationClaims {
  registryNumber: string;
  dogName: string;
  /** First name and last initial. */
  handlerName: string;
  /** The passed test's date (YYYY-MM-DD) and, when staff set one, the next test's due date. */
  testedOn: string;
  nextDue: string | null;
  /** The trainer directory ID of the trainer who conducted the test, and the directory's name for them. */
  evaluatorId: string;
  evaluatorName: string | null;
  /** The kinds of task the handler chose to have named (common/task-categories.ts); absent when none. */
  taskCategories?: TaskCategory[];
}

/** The categories the handler chose, as stored on the record; none when it chose none. */
export function chosenTaskCategories(row: Pick<RegistrationRow, 'task_categories'>): TaskCategory[] {
  if (row.task_categories === null) return [];
  const stored = JSON.parse(row.task_categories) as string[];
  return orderedTaskCategories(
    stored.filter((id): id is TaskCategory => (TASK_CATEGORIES as readonly string[]).includes(id)),
  );
}

async function claimsOf(db: Kysely<DB>, row: RegistrationRow, test: AccessTestRow): Promise<AttestationClaims> {
  const tasks = chosenTaskCategories(row);
  return {
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    handlerName: handlerShortName(row.owner_name),
    testedOn: test.tested_on,
    nextDue: test.next_due,
    evaluatorId: test.evaluator_license,
    evaluatorName: await trainerName(db, test.evaluator_license),
    ...(tasks.length > 0 ? { taskCategories: tasks } : {}),
  };
}

export function storedAttestationClaims(claims: string | null): AttestationClaims | null {
  return claims === null ? null : (JSON.parse(claims) as AttestationClaims);
}

/** Brings the record's training attestation in line with `after` (null: the record was deleted). */
export async function settleAttestation(
  trx: Kysely<DB>,
  dogId: string,
  after: RegistrationRow | null,
  at: string,
): Promise<void> {
  const current = await currentAttestation(trx, dogId);
  if (!after) {
    if (current) await endAttestation(trx, current.status_index, 'deleted', at);
    return;
  }
  const rule = STATUS_RULES[after.status];
  if (!rule.keepsCard) {
    if (current) await endAttestation(trx, current.status_index, rule.endsCardAs, at);
    return;
  }
  const latest = await latestAccessTest(trx, dogId);
  if (latest?.result !== 'passed') {
    if (current) await endAttestation(trx, current.status_index, latest ? 'failed_retest' : 'withdrawn', at);
    return;
  }
  const claims = await claimsOf(trx, after, latest);
  const fingerprint = sha256(JSON.stringify(claims));
  if (current?.fingerprint === fingerprint) return;
  await lockRegistry(trx, at);
  if (current) await endAttestation(trx, current.status_index, 'superseded', at);
  await insertAttestation(trx, {
    status_index: await drawStatusIndex(trx),
    dog_id: dogId,
    access_test_id: latest.id,
    issued_at: at,
    claims: JSON.stringify(claims),
    fingerprint,
  });
}

/**
 * Whether the team's training attestation stands, by the same rule as settleAttestation, read from the
 * record and its tests (a team tested before attestations existed included): the day its test was passed.
 */
export async function standingTraining(db: Kysely<DB>, row: RegistrationRow): Promise<{ passedOn: string } | null> {
  if (!STATUS_RULES[row.status].keepsCard) return null;
  const latest = await latestAccessTest(db, row.id);
  return latest?.result === 'passed' ? { passedOn: latest.tested_on } : null;
}
