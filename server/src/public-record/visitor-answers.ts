/**
 * What visitors are sent for a registration, kept in memory as the text to send: most look-ups and
 * card views ask for a record that has not changed since the last one, and reading, presenting and
 * serialising it again cost more than everything else they do (docs/PERFORMANCE.md). Only the
 * visitor's view is kept; an owner link or a staff session is read and presented per request.
 *
 * Every write to a registration clears the cache, on every instance (server/src/db/change-feed.ts);
 * a read that raced a write is not kept; while changes cannot be heard, nothing is served from
 * memory; and an active registration's answer is dropped the moment it expires, with no write, so a
 * visitor then reads "expired".
 *
 * An answer is kept from its second read, not its first (the "doorkeeper" of TinyLFU): in a registry
 * far larger than the cache, most records are asked for once in a while, and keeping each answer as it
 * was read replaced the kept ones as fast as they were asked for, for little gain (1.6 % of look-ups at
 * a million records asked at random) and tens of megabytes of garbage (docs/PERFORMANCE.md).
 */
import type { RegistrationView } from '#common/api';
import { hasRunOut, STATUS_RULES } from '#common/lifecycle';
import { VISITOR } from '../access/caller';
import type { Database } from '../db/database';
import { presentRegistrationFor } from './registration-presenter';
import type { FoundRegistration } from './registration-view-service';

/**
 * The bound is in characters of answers (about 1,000 each), so about 16,000 registrations are kept:
 * all of a registry of that size, in a larger one the most recently kept of those asked for again.
 */
const MAX_CHARACTERS = 16 * 1_048_576;
/** A backstop only: every change clears the cache at once. */
const MAX_AGE_MS = 60_000;
/**
 * How many keys read and not kept are remembered (about 2 MB of keys) before all are forgotten at
 * once: an answer is kept when its key is read again before then.
 */
const MAX_NOTED = 32_768;

export interface VisitorAnswer {
  /**
   * The JSON body, as the route's own serializer wrote it. A string, not a Buffer: Node writes a
   * string body in one piece with the headers, and a kept string costs V8's heap, which the process's
   * heap limit bounds, not memory outside it (docs/PERFORMANCE.md).
   */
  body: string;
  /** The record whose handler's log a card view counts; null for a denied or deleted registration. */
  recordId: string | null;
  /** When the answer stops being true with no write: an active registration's expiry (epoch ms). */
  trueUntil: number;
}

/** The visitor's view of `found`, serialised once by `serialize`. */
export function visitorAnswer(
  found: FoundRegistration,
  serialize: (view: RegistrationView) => string | ArrayBuffer | Uint8Array,
): VisitorAnswer {
  const active = 'row' in found && STATUS_RULES[found.row.status].runsOut;
  // Asked before the answer is written, so that the answer says "expired" too: that stays true until a
  // write, and a write clears the cache, so such an answer does not run out.
  const runOut = active && hasRunOut(found.row.expires_at);
  const serialized = serialize(presentRegistrationFor(VISITOR, found));
  const body = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
  return {
    body,
    recordId: 'row' in found ? found.row.id : null,
    trueUntil: active && !runOut ? Date.parse(found.row.expires_at) : Infinity,
  };
}

export interface VisitorAnswers {
  get(key: string, load: () => Promise<VisitorAnswer>): Promise<VisitorAnswer>;
  close(): void;
}

export function createVisitorAnswers(
  { changes }: Pick<Database, 'changes'>,
  { now = () => Date.now(), maxCharacters = MAX_CHARACTERS, maxNoted = MAX_NOTED } = {},
): VisitorAnswers {
  let entries = new Map<string, { answer: VisitorAnswer; until: number }>();
  /** Keys read and not kept: the next read of one of them that may be kept is kept. */
  const noted = new Set<string>();
  const note = (key: string) => {
    if (noted.size >= maxNoted) noted.clear();
    noted.add(key);
  };
  /**
   * The keys, oldest first (a Map iterates in insertion order), from where the last eviction stopped.
   * A fresh iterator on each eviction would step again over every slot the evicted keys left, which V8
   * reclaims only when the table is rebuilt: at 100,000 records, where most look-ups evict, that
   * stepping was about 6 % of the server's CPU.
   */
  let oldestFirst = entries.keys();
  let characters = 0;
  let generation = 0;
  const unsubscribe = changes.subscribe(() => {
    generation += 1;
    entries = new Map();
    oldestFirst = entries.keys();
    characters = 0;
  });
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    characters -= entry.answer.body.length;
  };
  /** Lets the oldest answer go; false when none is left. */
  const evictOldest = (): boolean => {
    let oldest = oldestFirst.next();
    if (oldest.done) {
      oldestFirst = entries.keys();
      oldest = oldestFirst.next();
    }
    if (oldest.done) return false;
    remove(oldest.value);
    return true;
  };

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && now() < hit.until && changes.live()) return hit.answer;
      const before = generation;
      const answer = await load();
      const keepable = generation === before && changes.live() && answer.body.length <= maxCharacters;
      // Read before, or kept before and since expired.
      if (keepable && (noted.delete(key) || entries.has(key))) {
        remove(key);
        while (characters + answer.body.length > maxCharacters && evictOldest());
        entries.set(key, { answer, until: Math.min(now() + MAX_AGE_MS, answer.trueUntil) });
        characters += answer.body.length;
      } else note(key);
      return answer;
    },
    close: unsubscribe,
  };
}
