/**
 * Checks a card the way the verify page does (common/credential.ts), against the key set and status
 * lists the app serves now; and moves a record through the registry's own change function.
 */
import type { JSONWebKeySet } from 'jose';
import { JWKS_PATH, STATUS_PURPOSES, statusListPath, verifyCardCredential, type StatusList } from '#common/credential';
import { readStatusList } from '#common/status-list';
import type { App, AppContext } from '../app-context';
import { currentCredential } from '../credentials/credential-service';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { changeRegistration, type RecordChanges } from '../lifecycle/registration-change';
import { inTransaction } from '../db/transaction';

export async function servedTrust(
  app: App,
  issuer: string,
): Promise<{ keys: JSONWebKeySet; statusLists: StatusList[] }> {
  const keys: JSONWebKeySet = (await app.inject(JWKS_PATH)).json();
  const lists = await Promise.all(
    STATUS_PURPOSES.map(async (purpose) =>
      readStatusList((await app.inject(statusListPath(purpose))).body, { keys, issuer, purpose }),
    ),
  );
  return { keys, statusLists: lists.filter((list): list is StatusList => list !== null) };
}

export async function verifyServed(app: App, issuer: string, token: string, now?: Date) {
  return verifyCardCredential(token, { ...(await servedTrust(app, issuer)), issuer, ...(now ? { now } : {}) });
}

/** The credential the record's QR code carries now, or null. */
export function credentialOf(context: AppContext, id: string, issuer: string): Promise<string | null> {
  return currentCredential(context.database.db, context.signingKeys, id, issuer);
}

/** A change staff make, through the registry's own change function (cards follow). */
export async function changeRecord(context: AppContext, id: string, set: RecordChanges): Promise<void> {
  await inTransaction(context.database, async (tx) => {
    const row = await findRegistrationById(tx.db, id);
    if (!row) throw new Error(`No record ${id}`);
    await changeRegistration(
      tx,
      context.config,
      row,
      { actor: 'staff', by: { actorLabel: 'test' }, set },
      new Date().toISOString(),
    );
  });
}
