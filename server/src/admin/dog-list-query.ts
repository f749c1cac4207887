/** One bounded query per dashboard page: the filter, the order and the page size are applied in SQL. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DogListQuery, DogSortKey } from '#common/admin-schemas';
import { parseRegistrySequence } from '#common/registry-number';
import type { DB } from '../db/schema';
import { containsPattern } from '../lib/like-pattern';

const SORT_COLUMNS: Record<DogSortKey, 'registry_seq' | 'dog_name' | 'owner_name' | 'service_type' | 'registration_date' | 'status'> = {
  registryNumber: 'registry_seq',
  dogName: 'dog_name',
  ownerName: 'owner_name',
  serviceType: 'service_type',
  registrationDate: 'registration_date',
  status: 'status',
};

type DogQuery = SelectQueryBuilder<DB, 'service_dogs', object>;

/** Search (dog name, owner name, registry number; case-insensitive fragments) and status filter. */
export function filterDogs(query: DogQuery, filter: Pick<DogListQuery, 'search' | 'status'>, prefix: string): DogQuery {
  let filtered = query;
  if (filter.status !== 'all') filtered = filtered.where('status', '=', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const sequence = parseRegistrySequence(filter.search, prefix);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(dog_name)`, 'like', pattern),
        eb(sql`lower(owner_name)`, 'like', pattern),
        eb(sql`lower(registry_number)`, 'like', pattern),
        ...(sequence !== null ? [eb('registry_seq', '=', sequence)] : []),
      ]),
    );
  }
  return filtered;
}

export function orderDogs(query: DogQuery, sort: DogSortKey, dir: 'asc' | 'desc'): DogQuery {
  // The id breaks ties so that pages never overlap or skip a row.
  return query.orderBy(SORT_COLUMNS[sort], dir).orderBy('id', dir);
}

export async function countDogs(db: Kysely<DB>, filter: Pick<DogListQuery, 'search' | 'status'>, prefix: string): Promise<number> {
  const row = await filterDogs(db.selectFrom('service_dogs'), filter, prefix)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
