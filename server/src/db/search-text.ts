import type { DialectName } from './database';

/**
 * The text that dashboard search looks in: the dog's name, the handler's name and the registry
 * number, lower-cased and joined by a newline, which the search box cannot send, so a fragment never
 * matches across two fields. `row` qualifies the columns (for triggers).
 *
 * Migration 0003 indexes exactly this expression, and PostgreSQL uses the index only for a query that
 * repeats it to the letter: changing it needs a migration that rebuilds the index.
 */
export function searchTextSql(dialect: DialectName, row = ''): string {
  const newline = dialect === 'postgres' ? 'chr(10)' : 'char(10)';
  return `lower(${row}dog_name || ${newline} || ${row}owner_name || ${newline} || ${row}registry_number)`;
}
