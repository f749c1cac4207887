/** Direct access to the e2e server's database, for states the public UI cannot create (statuses, expiry). */
import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../server/src/db/database';
import { loadConfig } from '../server/src/config';
import { findRegistrationById } from '../server/src/lifecycle/registration-repository';
import { changeRegistration } from '../server/src/lifecycle/registration-change';
import { inTransaction } from '../server/src/db/transaction';
import type { RegistrationStatus } from '../common/constants';
import { serverInfoFile, type ServerInfo } from './server-info';

const open = new Map<string, Database>();

export function e2eServerInfo(testInfo: TestInfo): ServerInfo {
  return JSON.parse(fs.readFileSync(serverInfoFile(testInfo.project.name), 'utf8')) as ServerInfo;
}

export function e2eDatabase(testInfo: TestInfo): Database {
  const dialect = testInfo.project.name;
  let database = open.get(dialect);
  if (!database) {
    const info = e2eServerInfo(testInfo);
    database = openDatabase({
      databaseUrl: info.databaseUrl,
      sqliteFile: path.join(info.dataDir, 'registry.sqlite'),
      cacheBytes: 1_048_576,
      poolSize: 2,
    });
    open.set(dialect, database);
  }
  return database;
}

/**
 * Moves a record to a status (and, with `expiresAt`, a paid-through date) through the registry's own
 * change function, as staff would, so its card follows exactly as it does in the product.
 */
/**
 * Runs `work` again when SQLite refuses it as "database is locked": this process and the server's are
 * two writers on one file, and a transaction that read before the server wrote cannot then write
 * (the server itself is one process with one connection, so it never meets this).
 */
export async function retryWhenLocked(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !String((error as Error).message).includes('database is locked')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function setDogState(
  testInfo: TestInfo,
  id: string,
  state: { status: RegistrationStatus; expiresAt?: string },
): Promise<void> {
  await retryWhenLocked(() => changeDogState(testInfo, id, state));
}

async function changeDogState(
  testInfo: TestInfo,
  id: string,
  state: { status: RegistrationStatus; expiresAt?: string },
): Promise<void> {
  await inTransaction(e2eDatabase(testInfo), async (tx) => {
    const row = await findRegistrationById(tx.db, id);
    if (!row) throw new Error(`No record ${id}`);
    await changeRegistration(
      tx,
      loadConfig({}),
      row,
      {
        actor: 'staff',
        by: { actorLabel: 'e2e' },
        set: {
          status: state.status,
          ...(state.expiresAt ? { paid_through: state.expiresAt } : {}),
        },
      },
      new Date().toISOString(),
    );
  });
}

/**
 * A public access test the team passed yesterday, conducted by the sample trainer, recorded as staff
 * record one: its training attestation is issued and the card points to it (decision 044).
 */
export async function recordPassedAccessTest(testInfo: TestInfo, id: string): Promise<void> {
  const testedOn = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await retryWhenLocked(() =>
    inTransaction(e2eDatabase(testInfo), async (tx) => {
      const row = await findRegistrationById(tx.db, id);
      if (!row) throw new Error(`No record ${id}`);
      const at = new Date().toISOString();
      await tx.db
        .insertInto('access_tests')
        .values({
          id: `e2e-${id}-${Date.now()}`,
          dog_id: id,
          tested_on: testedOn,
          evaluator_license: 'DEMO-12345',
          result: 'passed',
          next_due: null,
          recorded_by: 'e2e',
          recorded_at: at,
        })
        .execute();
      await changeRegistration(tx, loadConfig({}), row, { actor: 'staff', by: { actorLabel: 'e2e' }, set: {} }, at);
    }),
  );
}

export async function countDogs(testInfo: TestInfo, dogName: string): Promise<number> {
  const row = await e2eDatabase(testInfo)
    .db.selectFrom('service_dogs')
    .select(sql<number>`count(*)`.as('n'))
    .where('dog_name', '=', dogName)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addPaymentCode(testInfo: TestInfo, code: string): Promise<string> {
  await e2eDatabase(testInfo)
    .db.insertInto('payment_codes')
    .values({ code, note: 'e2e', created_at: new Date().toISOString() })
    .execute();
  return code;
}

/**
 * What people typed into the records (dogs' and handlers' names, breeds, trainers, codes' notes, the
 * values the activity log kept): their words, in whatever language they wrote them, never the site's.
 * Longest first, so a name is taken out before a shorter one inside it.
 */
export async function recordedWords(testInfo: TestInfo): Promise<string[]> {
  const { db } = e2eDatabase(testInfo);
  const dogs = await db.selectFrom('service_dogs').select(['dog_name', 'dog_breed', 'owner_name']).execute();
  const trainers = await db.selectFrom('trainers').select(['name', 'organization']).execute();
  const codes = await db.selectFrom('payment_codes').select('note').execute();
  // The activity log keeps values as they were before a change, and who made it.
  const activity = await db.selectFrom('activity_log').select(['actor_label', 'details']).execute();
  const strings = (value: unknown): unknown[] =>
    typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [value];
  const words = [
    ...dogs.flatMap((dog) => [dog.dog_name, dog.dog_breed, dog.owner_name]),
    ...trainers.flatMap((trainer) => [trainer.name, trainer.organization]),
    ...codes.map((code) => code.note),
    ...activity.flatMap((entry) => [entry.actor_label, ...strings(entry.details ? JSON.parse(entry.details) : null)]),
  ].filter((word): word is string => typeof word === 'string' && word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}
