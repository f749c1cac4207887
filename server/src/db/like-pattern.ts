import { sql, type RawBuilder } from 'kysely';

/**
 * A case-insensitive "contains" pattern for LIKE, with the user's own % and _ taken literally. The
 * ESCAPE clause is added only when needed: SQLite's FTS5 trigram index cannot answer a LIKE with one.
 */
export function containsPattern(text: string): RawBuilder<string> {
  const lower = text.toLowerCase();
  if (!/[\\%_]/.test(lower)) return sql<string>`${`%${lower}%`}`;
  const escaped = lower.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}
