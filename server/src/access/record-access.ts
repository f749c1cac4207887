/**
 * What a caller may see of a registration and do with it: the one place that decides (docs/ARCHITECTURE.md,
 * "Where each rule lives"). Staff and the record's owner link see the whole record, owner contact included, and may
 * act on it; everyone else sees the visitor's view, and their opening it counts on the handler's
 * verification log.
 */
import { ACTIVITY_ACTORS } from '#common/activity-actions';
import { MESSAGES } from '#common/messages';
import type { ServiceDogRow } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { matchesHash } from '../lib/tokens';
import { byAdmin, type ActivityActor } from './actor';
import type { Caller } from './caller';

/** Who an action is recorded as: the lifecycle's actor, and the activity log's name for them. */
export interface Acting {
  actor: 'staff' | 'owner';
  by: ActivityActor;
}

export interface RecordAccess {
  /** The whole record (owner contact included), or the visitor's view. */
  view: 'full' | 'public';
  /** Who they act as when they change the record; null: they may not. */
  acting: Acting | null;
  /** Whether their opening the record counts as a visit on the handler's verification log. */
  countsAsVisit: boolean;
}

const PUBLIC: RecordAccess = { view: 'public', acting: null, countsAsVisit: true };

export function accessTo(caller: Caller, row: Pick<ServiceDogRow, 'owner_token_hash'>): RecordAccess {
  switch (caller.kind) {
    case 'staff':
      return { view: 'full', acting: { actor: 'staff', by: byAdmin(caller.admin) }, countsAsVisit: false };
    case 'ownerLink':
      return matchesHash(caller.key, row.owner_token_hash)
        ? {
            view: 'full',
            acting: { actor: 'owner', by: { actorLabel: ACTIVITY_ACTORS.ownerLink } },
            countsAsVisit: false,
          }
        : PUBLIC;
    case 'visitor':
      return PUBLIC;
  }
}

/** Who the caller acts as on this record, or the 403 that says an owner link (or staff) is needed. */
export function actingOn(caller: Caller, row: Pick<ServiceDogRow, 'owner_token_hash'>): Acting {
  const { acting } = accessTo(caller, row);
  if (!acting) throw new ApiError(403, 'OWNER_LINK_REQUIRED', MESSAGES.ownerLinkRequired);
  return acting;
}
