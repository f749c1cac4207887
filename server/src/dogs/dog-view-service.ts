/** What anyone may read of a registration: by id, by registry number, and the QR code its card prints. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '#common/activity-actions';
import { editDetails, valueChange } from '#common/activity-details';
import { MESSAGES } from '#common/messages';
import { parseRegistrySequence } from '#common/registry-number';
import { byAdmin } from '../activity/activity-repository';
import type { DB, RetiredRegistrationRow, ServiceDogRow } from '../db/schema';
import { ApiError, notFound } from '../lib/api-error';
import type { Registry } from '../email/email-layout';
import { changeRegistration } from '../lifecycle/registration-change';
import { canSeeFullRecord, type DogViewer } from './dog-policy';
import { findDogById, findDogBySequence, findRetired } from './dog-repository';

/** A record, or the tombstone a denied or deleted one left. */
export type FoundDog = { row: ServiceDogRow } | { retired: RetiredRegistrationRow };

export async function getDog(db: Kysely<DB>, id: string): Promise<FoundDog> {
  const row = await findDogById(db, id);
  if (row) return { row };
  const retired = await findRetired(db, { id });
  if (retired) return { retired };
  throw notFound(MESSAGES.dogNotFound);
}

/** The registry counter a typed number names: case, spaces and a missing prefix are forgiven. */
export function sequenceOf(registryNumber: string, registryPrefix: string): number {
  const sequence = parseRegistrySequence(registryNumber, registryPrefix);
  if (sequence === null) throw notFound(MESSAGES.lookupNotFound);
  return sequence;
}

export async function getDogBySequence(db: Kysely<DB>, sequence: number): Promise<FoundDog> {
  const row = await findDogBySequence(db, sequence);
  if (row) return { row };
  const retired = await findRetired(db, { sequence });
  if (retired) return { retired };
  throw notFound(MESSAGES.lookupNotFound);
}

/** The handler's choice, through the owner link (or staff), of whether visitors see the service type. */
export async function setServiceTypeShown(
  { db, registry }: { db: Kysely<DB>; registry: Registry },
  viewer: DogViewer,
  id: string,
  shown: boolean,
): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findDogById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    if (!canSeeFullRecord(viewer, row)) {
      throw new ApiError(403, 'OWNER_LINK_REQUIRED', MESSAGES.ownerLinkRequired);
    }
    if ((row.show_service_type === 1) === shown) return row;
    return changeRegistration(
      trx,
      registry,
      row,
      {
        actor: viewer.admin ? 'staff' : 'owner',
        by: viewer.admin ? byAdmin(viewer.admin) : { actorLabel: ACTIVITY_ACTORS.ownerLink },
        set: { show_service_type: shown ? 1 : 0 },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationEdited,
            details: editDetails([valueChange('showServiceType', !shown, shown)]),
          },
        ],
      },
      new Date().toISOString(),
    );
  });
}
