/**
 * Kysely's SQLite driver prepares every statement anew; preparing cost 11 % of a look-up's time
 * (docs/PERFORMANCE.md). This keeps prepared statements by their SQL text. Kysely runs one query at
 * a time per connection and better-sqlite3 resets an abandoned iteration, so a cached statement is
 * idle when asked for; should that ever change, a busy one is not handed out and a fresh one is
 * prepared instead.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      // Queries are built from a fixed set of shapes; the bound only guards against surprises.
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value ?? '');
      cache.set(sql, statement);
      return statement;
    },
  };
}
