/**
 * What visitors are sent for a registration, kept in memory as the bytes to send: most look-ups and
 * card views ask for a record that has not changed since the last one, and reading, presenting and
 * serialising it again cost more than everything else they do (docs/PERFORMANCE.md). Only the
 * visitor's view is kept; an owner link or a staff session is read and presented per request.
 *
 * Every write to a registration clears the cache, on every instance (server/src/db/change-feed.ts);
 * a read that raced a write is not kept; while changes cannot be heard, nothing is served from
 * memory; and an active registration's answer is dropped the moment it expires, with no write, so a
 * visitor then reads "expired".
 */
import type { DogView } from '#common/api';
import type { Database } from '../db/database';
import { presentDogFor } from './dog-presenter';
import type { FoundDog } from './dog-view-service';

/**
 * The bound is in bytes of answers (about 1 KB each, outside V8's heap), so about 16,000
 * registrations are kept: all of a registry of that size, the most recently asked for in a larger one.
 */
const MAX_BYTES = 16 * 1_048_576;
/** A backstop only: every change clears the cache at once. */
const MAX_AGE_MS = 60_000;

export interface VisitorAnswer {
  /** The JSON body, as the route's own serializer wrote it. */
  body: Buffer;
  /** The record whose handler's log a card view counts; null for a denied or deleted registration. */
  recordId: string | null;
  /** When the answer stops being true with no write: an active registration's expiry (epoch ms). */
  trueUntil: number;
}

const VISITOR = { admin: null, ownerKey: undefined };

/** The visitor's view of `found`, serialised once by `serialize`. */
export function visitorAnswer(
  found: FoundDog,
  serialize: (view: DogView) => string | ArrayBuffer | Uint8Array,
): VisitorAnswer {
  const serialized = serialize(presentDogFor(VISITOR, found));
  const json = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
  // Its own allocation, not a slice of Node's shared pool, which a kept slice would hold whole.
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  body.write(json);
  const active = 'row' in found && found.row.status === 'active';
  return {
    body,
    recordId: 'row' in found ? found.row.id : null,
    trueUntil: active ? Date.parse(found.row.expires_at) : Infinity,
  };
}

export interface VisitorAnswers {
  get(key: string, load: () => Promise<VisitorAnswer>): Promise<VisitorAnswer>;
  close(): void;
}

export function createVisitorAnswers(
  { changes }: Pick<Database, 'changes'>,
  { now = () => Date.now(), maxBytes = MAX_BYTES } = {},
): VisitorAnswers {
  let entries = new Map<string, { answer: VisitorAnswer; until: number }>();
  let bytes = 0;
  let generation = 0;
  const unsubscribe = changes.subscribe(() => {
    generation += 1;
    entries = new Map();
    bytes = 0;
  });
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.answer.body.length;
  };

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && now() < hit.until && changes.live()) return hit.answer;
      const before = generation;
      const answer = await load();
      if (generation === before && changes.live() && answer.body.length <= maxBytes) {
        remove(key);
        // The oldest first: a Map iterates in insertion order.
        for (const oldest of entries.keys()) {
          if (bytes + answer.body.length <= maxBytes) break;
          remove(oldest);
        }
        entries.set(key, { answer, until: Math.min(now() + MAX_AGE_MS, answer.trueUntil) });
        bytes += answer.body.length;
      }
      return answer;
    },
    close: unsubscribe,
  };
}
