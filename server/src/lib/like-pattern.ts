import { sql, type RawBuilder } from 'kysely';

/** A case-insensitive "contains" pattern for LIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): RawBuilder<string> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}
