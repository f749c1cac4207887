/**
 * One bounded query per dashboard page: the filter, the order and the page size are applied in SQL,
 * each served by an index (migration 0003; figures in docs/PERFORMANCE.md).
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DogListQuery, DogSortKey } from '#common/admin-schemas';
import { parseRegistrySequence } from '#common/registry-number';
import type { Database } from '../db/database';
import { searchTextSql } from '../db/migrations/0003-dashboard-indexes';
import type { DB } from '../db/schema';
import { containsPattern } from '../lib/like-pattern';

type DogQuery<O = object> = SelectQueryBuilder<DB, 'service_dogs', O>;
export type DogFilter = Pick<DogListQuery, 'search' | 'status'>;

/** The sort expression per column; names sort case-insensitively, like a person reads them. */
const SORT_EXPRESSIONS: Record<DogSortKey, string> = {
  registryNumber: 'registry_seq',
  dogName: 'lower(dog_name)',
  ownerName: 'lower(owner_name)',
  serviceType: 'service_type',
  registrationDate: 'registration_date',
  status: 'status',
};

/** Search (dog name, owner name, registry number; case-insensitive fragments) and status filter. */
export function filterDogs<O>(
  query: DogQuery<O>,
  filter: DogFilter,
  prefix: string,
  dialect: Database['dialect'],
): DogQuery<O> {
  let filtered = query;
  if (filter.status !== 'all') filtered = filtered.where('status', '=', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const sequence = parseRegistrySequence(filter.search, prefix);
    // Each form of the condition is the one its database's trigram index answers.
    const matches =
      dialect === 'postgres'
        ? sql<SqlBool>`${sql.raw(searchTextSql('postgres'))} like ${pattern}`
        : sql<SqlBool>`registry_seq in (select rowid from service_dogs_search where search_text like ${pattern})`;
    filtered = filtered.where((eb) =>
      eb.or([matches, ...(sequence !== null ? [eb('registry_seq', '=', sequence)] : [])]),
    );
  }
  return filtered;
}

export function orderDogs<O>(query: DogQuery<O>, sort: DogSortKey, dir: 'asc' | 'desc'): DogQuery<O> {
  const ordered = query.orderBy(sql.raw(SORT_EXPRESSIONS[sort]), dir);
  // The id breaks ties so that pages never overlap or skip a row (registry numbers are unique already).
  return sort === 'registryNumber' ? ordered : ordered.orderBy('id', dir);
}

export async function countDogs({ db, dialect }: Database, filter: DogFilter, prefix: string): Promise<number> {
  const row = await filterDogs(db.selectFrom('service_dogs'), filter, prefix, dialect)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
