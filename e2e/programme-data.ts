/**
 * A second training programme for the tests that need one (docs/decisions/041-programmes.md), made and
 * removed through the registry's own code on the e2e server's database. Every spec shares that server,
 * and with two programmes its register form asks which one trained the dog: so the programme, and
 * everything registered into it, goes again when the spec that made it ends.
 */
import type { TestInfo } from '@playwright/test';
import { loadConfig } from '../server/src/config';
import { inTransaction } from '../server/src/db/transaction';
import { deleteRegistration } from '../server/src/lifecycle/registration-change';
import { createProgramme, deleteProgramme, type NewProgramme } from '../server/src/programmes/programme-service';
import { findProgrammeBySlug } from '../server/src/programmes/programme-repository';
import { e2eDatabase, retryWhenLocked } from './database';

export async function addProgramme(testInfo: TestInfo, programme: NewProgramme): Promise<number> {
  await removeProgramme(testInfo, programme.slug);
  return (await createProgramme(e2eDatabase(testInfo), loadConfig({}), programme)).id;
}

/** A payment code of this programme: it pays for a registration into that programme only. */
export async function addProgrammePaymentCode(testInfo: TestInfo, programmeId: number, code: string): Promise<string> {
  await e2eDatabase(testInfo)
    .db.insertInto('payment_codes')
    .values({ code, note: 'e2e', created_at: new Date().toISOString(), programme_id: programmeId })
    .execute();
  return code;
}

/** Deletes the programme's records (as staff would), its codes and its activity, then the programme. */
export async function removeProgramme(testInfo: TestInfo, slug: string): Promise<void> {
  const database = e2eDatabase(testInfo);
  const programme = await findProgrammeBySlug(database.db, slug);
  if (!programme) return;
  await retryWhenLocked(() =>
    inTransaction(database, async (tx) => {
      const at = new Date().toISOString();
      const records = await tx.db
        .selectFrom('service_dogs')
        .selectAll()
        .where('programme_id', '=', programme.id)
        .execute();
      for (const record of records) await deleteRegistration(tx, record, { by: { actorLabel: 'e2e' } }, at);
      await tx.db.deleteFrom('payment_codes').where('programme_id', '=', programme.id).execute();
      await tx.db.deleteFrom('activity_log').where('programme_id', '=', programme.id).execute();
    }),
  );
  await retryWhenLocked(async () => {
    await deleteProgramme(database, loadConfig({}), slug);
  });
}
