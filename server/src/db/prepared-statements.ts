/**
 * PostgreSQL parses and plans an unnamed statement every time it runs. For the public look-up's reads
 * that was half of PostgreSQL's CPU per request (50 → 25 µs with a named statement, measured at
 * 100,000 records; docs/PERFORMANCE.md). Queries marked here are sent as named prepared statements,
 * which each connection parses once and keeps; every other query is sent unnamed, as before, so the
 * statements kept per connection stay a handful. SQLite keeps its prepared statements in
 * statement-cache.ts.
 *
 * A marked query names its columns rather than `*`: a kept plan for `select *` fails ("cached plan
 * must not change result type") once another instance's migration adds a column.
 */
import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/** Marks a compiled query to run as a named prepared statement on PostgreSQL; returns it unchanged. */
export function preparedOnPostgres<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (/select \*/i.test(query.sql)) throw new Error('a prepared statement names its columns');
  if (!names.has(query.sql)) names.set(query.sql, `sdr_prepared_${names.size + 1}`);
  return query;
}

/** The pool Kysely is given: its clients send a marked query by name, any other as they did. */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keeps one connection object per client it is handed, so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely hands each query a fresh copy of its parameters, so they are passed on as they are.
    const query = (sqlOrCursor: unknown, values?: unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable);
      const name = names.get(sqlOrCursor);
      return name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values);
    };
    // One function for both of Kysely's overloads (a query, or a cursor it reads itself).
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
