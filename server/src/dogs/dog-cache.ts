/**
 * The public look-up's records, kept in memory: most look-ups ask for a record that has not changed
 * since the last one, and reading it again cost more than everything else the look-up does. Every
 * write to a registration clears the cache, on every instance (server/src/db/change-feed.ts); a read
 * that raced a write is not kept; while changes cannot be heard, nothing is served from memory.
 * Records are kept, not answers: what a visitor sees (expired or not) is still worked out per request.
 */
import type { Database } from '../db/database';
import type { FoundDog } from './dog-view-service';

const MAX_ENTRIES = 5_000;
/** A backstop only: every change clears the cache at once. */
const MAX_AGE_MS = 60_000;

export interface DogCache {
  get(key: string, load: () => Promise<FoundDog>): Promise<FoundDog>;
  close(): void;
}

export function createDogCache({ changes }: Pick<Database, 'changes'>, now = () => Date.now()): DogCache {
  let entries = new Map<string, { found: FoundDog; at: number }>();
  let generation = 0;
  const unsubscribe = changes.subscribe(() => {
    generation += 1;
    entries = new Map();
  });

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < MAX_AGE_MS && changes.live()) return hit.found;
      const before = generation;
      const found = await load();
      if (generation === before && changes.live()) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, { found, at: now() });
      }
      return found;
    },
    close: unsubscribe,
  };
}
