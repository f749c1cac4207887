/**
 * What marking a key compromised does to the cards (docs/decisions/040-a-compromised-key-vouches-for-nothing.md).
 * A compromised key vouches for nothing, so every card in force it may have signed is re-issued under
 * the current key; a key is one programme's and signs only its cards (decision 043), so only that
 * programme's cards are, through the lifecycle's one way to change a registration, and its handler is told.
 * A card's QR code is signed when it is printed, by the key current then: a key may have signed any
 * card issued before it stopped signing, and none issued after.
 */
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { CLIENT_ROUTES } from '#common/client-routes';
import type { Config } from '../config';
import { DEFAULT_PROGRAMME_ID } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { cardReissuedEmail } from '../email/card-reissued-emails';
import { emailLocale } from '../email/email-words';
import { enqueueMessage } from '../email/outbox-repository';
import { currentCard, registrationsWithCardsIssuedBefore, nextRevision } from '../lifecycle/card-repository';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { changeRegistration } from '../lifecycle/registration-change';
import type { StoredKey } from './signing-key-file';
import { programmeRegistry } from '../email/programme-registry';

/** How long running instances may go on signing with a key after the next one is added (they re-read the file every 5 s). */
export const KEY_HANDOVER_MS = 60_000;

/**
 * Until when `kid` may have signed: a minute past the moment the key after it was added, and never past
 * its retirement; for the newest key in the file, now. Null when no such key.
 */
export function signedUntil(keys: readonly StoredKey[], kid: string, now = new Date()): string | null {
  const index = keys.findIndex((key) => key.kid === kid);
  const key = keys[index];
  if (!key) return null;
  const successor = keys[index - 1];
  const handedOver = successor ? Date.parse(successor.createdAt) + KEY_HANDOVER_MS : now.getTime();
  const retired = key.retiredAt ? Date.parse(key.retiredAt) : now.getTime();
  return new Date(Math.min(handedOver, retired, now.getTime())).toISOString();
}

export type ReissueDeps = TransactionDeps & {
  config: Pick<Config, 'registryName' | 'contactEmail' | 'contactPhone' | 'contactHours'> & {
    publicUrl: string | null;
    devWebUrl: string | null;
    port: number;
  };
};

/**
 * A new card, under the key signing now, for every registration in force of the programme whose card was
 * issued before `until`, each in its own transaction with its activity entry and its handler's email. Cards issued
 * from `until` on are left alone, so running it again re-issues nothing twice. Returns how many.
 */
export async function reissueCardsSignedUntil(
  deps: ReissueDeps,
  until: string,
  by: string,
  programmeId: number = DEFAULT_PROGRAMME_ID,
): Promise<number> {
  const { config } = deps;
  const ownerLinkHelp = `${config.publicUrl ?? config.devWebUrl ?? `http://localhost:${config.port}`}${CLIENT_ROUTES.ownerLink}`;
  let reissued = 0;
  for (const dogId of await registrationsWithCardsIssuedBefore(deps.db, until, programmeId)) {
    const done = await inTransaction(deps, async (tx) => {
      const row = await findRegistrationById(tx.db, dogId);
      const card = row && (await currentCard(tx.db, dogId));
      // Re-issued meanwhile: a card issued since is not one the key signed.
      if (!row || !card || card.issued_at >= until) return false;
      const at = new Date().toISOString();
      const revision = await nextRevision(tx.db, dogId);
      await changeRegistration(
        tx,
        config,
        row,
        {
          actor: 'staff',
          by: { actorLabel: by },
          set: {},
          replaceCard: true,
          activity: [{ action: ACTIVITY_ACTIONS.cardReplaced, details: { revision } }],
        },
        at,
      );
      const locale = emailLocale(row.language);
      const email = cardReissuedEmail(await programmeRegistry(tx.db, config, row.programme_id, locale), {
        dogName: row.dog_name,
        registryNumber: row.registry_number,
        locale,
        ownerLinkHelp,
      });
      await enqueueMessage(tx.db, { kind: 'registration.card_reissued', to: row.owner_email, dogId, ...email }, at);
      return true;
    });
    if (done) reissued++;
  }
  return reissued;
}

/**
 * Re-issues what `kid` of these keys (one programme's, the default programme's unless `programmeId`
 * says another) may have signed (see signedUntil); what `keys retire --compromised-since` runs.
 */
export async function reissueCardsOfKey(
  deps: ReissueDeps,
  keys: readonly StoredKey[],
  kid: string,
  by: string,
  programmeId: number = DEFAULT_PROGRAMME_ID,
): Promise<{ count: number; until: string | null }> {
  const until = signedUntil(keys, kid);
  return { count: until ? await reissueCardsSignedUntil(deps, until, by, programmeId) : 0, until };
}
