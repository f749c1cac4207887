/**
 * What a visitor is sent for a record, serialised once per cached record (dog-cache.ts) and sent as it
 * is until the record changes (the cache then holds a new record) or, for an active registration, until
 * it expires and a visitor must read "expired". Presenting and serialising the same record again cost
 * a seventh of a look-up (docs/PERFORMANCE.md). Only the visitor's view is kept: an owner link or a
 * staff session is worked out per request.
 */
import type { DogView } from '#common/api';
import { presentDogFor } from './dog-presenter';
import type { FoundDog } from './dog-view-service';

const VISITOR = { admin: null, ownerKey: undefined };

/** When a kept answer stops being true without any write: an active registration's expiry. */
function trueUntil(found: FoundDog): number {
  return 'row' in found && found.row.status === 'active' ? Date.parse(found.row.expires_at) : Infinity;
}

export interface PublicAnswers<Body> {
  /** The visitor's view of `found`, serialised by `serialize` (the route's own response serializer). */
  body(found: FoundDog, serialize: (view: DogView) => Body): Body;
}

export function createPublicAnswers<Body>(now = () => Date.now()): PublicAnswers<Body> {
  // Keyed by the cached record itself, so a change (a new record object in the cache) is never answered
  // from here, and an answer goes with its record when the cache lets it go.
  const answers = new WeakMap<FoundDog, { body: Body; until: number }>();
  return {
    body(found, serialize) {
      const kept = answers.get(found);
      if (kept && now() < kept.until) return kept.body;
      const body = serialize(presentDogFor(VISITOR, found));
      answers.set(found, { body, until: trueUntil(found) });
      return body;
    },
  };
}
