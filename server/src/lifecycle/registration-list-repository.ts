/**
 * The dashboard's lists: one bounded query per page, the filter, the order and the page size applied
 * in SQL, each served by an index (migration 0003; figures in docs/PERFORMANCE.md). Built once per
 * database, so the form of search its trigram index answers is chosen once.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { RegistrationSortKey } from '#common/staff-schemas';
import type { Database } from '../db/database';
import type { DB, RegistrationRow } from '../db/schema';
import { searchTextSql } from '../db/search-text';
import type { RegistrationFilter } from './registration-filter';
import { countActiveWithin } from './registration-stats-repository';

/** The columns a dashboard row shows (registration-presenter.ts presents them). */
export type RegistrationListRow = Pick<
  RegistrationRow,
  | 'id'
  | 'registry_number'
  | 'dog_name'
  | 'owner_name'
  | 'service_type'
  | 'service_type_other'
  | 'registration_date'
  | 'status'
  | 'expires_at'
>;

/** The columns the CSV export writes (registration-csv-presenter.ts presents them). */
export const CSV_ROW_COLUMNS = [
  'registry_number',
  'dog_name',
  'dog_breed',
  'dog_age',
  'service_type',
  'service_type_other',
  'owner_name',
  'owner_email',
  'owner_phone',
  'registration_date',
  'status',
  'expires_at',
] as const satisfies readonly (keyof RegistrationRow)[];
export type CsvRow = Pick<RegistrationRow, (typeof CSV_ROW_COLUMNS)[number]>;

type DogQuery<O = object> = SelectQueryBuilder<DB, 'service_dogs', O>;

/** The sort expression per column; names sort case-insensitively, like a person reads them. */
const SORT_EXPRESSIONS: Record<RegistrationSortKey, string> = {
  registryNumber: 'registry_seq',
  dogName: 'lower(dog_name)',
  ownerName: 'lower(owner_name)',
  serviceType: 'service_type',
  registrationDate: 'registration_date',
  status: 'status',
};

const LIST_COLUMNS = [
  'id',
  'registry_number',
  'dog_name',
  'owner_name',
  'service_type',
  'service_type_other',
  'registration_date',
  'status',
  'expires_at',
] as const satisfies readonly (keyof RegistrationListRow)[];

const EXPORT_BATCH = 500;

type Search = NonNullable<RegistrationFilter['search']>;

/**
 * Whether SQLite should find a searched page by walking the sort's index (about 0.4 µs a row, every
 * row tested) rather than by reading every match and sorting them (about 2.5 µs a match), measured at
 * a million records. Walking reaches the page's last row after about rows × scope / matches rows.
 */
function walkIsCheaper(rows: number, matches: number, scope: number): boolean {
  if (matches === 0) return false;
  return (rows * scope) / matches < 6 * matches;
}

/** FTS5 query text for one phrase that matches `text` literally (a double quote is written twice). */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

export interface RegistrationOrder {
  sort: RegistrationSortKey;
  dir: 'asc' | 'desc';
}

export type RegistrationListRepository = ReturnType<typeof createRegistrationListRepository>;

export function createRegistrationListRepository({ db, dialect }: Database) {
  // Each form of the condition is the one its database's trigram index answers. On SQLite, text of
  // three characters or more is looked up as an FTS5 phrase of its trigrams, which the index answers
  // alone; a LIKE there re-reads every candidate's text (at a million records, 57 ms to count the
  // 42,000 names holding "ros", against 6 ms). Shorter text has no trigram, so LIKE scans.
  const ftsCondition = ({ text, pattern }: Search) =>
    [...text].length >= 3 ? sql`search_text match ${ftsPhrase(text)}` : sql`search_text like ${pattern}`;

  /**
   * `walkSortIndex` (SQLite) writes the membership test as `+registry_seq in (…)`, which no index can
   * answer, so SQLite walks the sort's index and tests each row against the matches: the first page
   * of 42,000 matches in 4 ms instead of 104 ms spent reading and sorting them all. Otherwise the
   * matches lead, through the registry number's index, or with a status filter through
   * (status, registry_seq) (migration 0013), which holds all a count needs.
   */
  const textMatches = (search: Search, walkSortIndex: boolean) => {
    if (dialect === 'postgres') return sql<SqlBool>`${sql.raw(searchTextSql('postgres'))} like ${search.pattern}`;
    const seq = sql.raw(walkSortIndex ? '+registry_seq' : 'registry_seq');
    return sql<SqlBool>`${seq} in (select rowid from service_dogs_search where ${ftsCondition(search)})`;
  };

  function filtered<O>(
    query: DogQuery<O>,
    { programmeId, status, dates, search }: RegistrationFilter,
    walkSortIndex = false,
  ): DogQuery<O> {
    let result = programmeId === null ? query : query.where('programme_id', '=', programmeId);
    // When the sort's index is walked, no other index may lead: the status holds up to hundreds of
    // thousands of records, each to be read and sorted (130 ms at a million).
    if (status !== 'all')
      result = walkSortIndex ? result.where(sql<SqlBool>`+status = ${status}`) : result.where('status', '=', status);
    // The dates' views of an active record: the (status, expires_at) index answers them (migration 0007).
    const expiresAt = sql.raw(walkSortIndex ? '+expires_at' : 'expires_at');
    if (dates?.from) result = result.where(sql<SqlBool>`${expiresAt} >= ${dates.from}`);
    if (dates?.before) result = result.where(sql<SqlBool>`${expiresAt} < ${dates.before}`);
    if (search) {
      const { sequence } = search;
      result = result.where((eb) =>
        eb.or([textMatches(search, walkSortIndex), ...(sequence !== null ? [eb('registry_seq', '=', sequence)] : [])]),
      );
    }
    return result;
  }

  /**
   * Records with the status filtered on, whatever was searched, from the counters (migrations 0013,
   * 0022). Active ones within their dates are the counter's active records less the expired ones,
   * which are few beside them: counting the many would read most of the index.
   */
  async function inStatus(filter: RegistrationFilter): Promise<number> {
    const { programmeId, status, dates } = filter;
    if (dates?.from && !dates.before)
      return (
        (await inStatus({ ...filter, dates: null })) -
        (await countActiveWithin(db, programmeId, { from: null, before: dates.from }))
      );
    if (dates) return countActiveWithin(db, programmeId, dates);
    let counters = db.selectFrom('dog_status_counts');
    if (programmeId !== null) counters = counters.where('programme_id', '=', programmeId);
    if (status !== 'all') counters = counters.where('status', '=', status);
    const row = await counters.select((eb) => eb.fn.sum<number | string | null>('n').as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** PostgreSQL: a search's matches, counted in the narrow copy of the searched text (migration 0016). */
  async function countInSearchCopy(
    { pattern, sequence }: Search,
    status: RegistrationFilter['status'],
  ): Promise<number> {
    let matches = db
      .selectFrom('dog_search')
      .where((eb) =>
        eb.or([
          sql<SqlBool>`search_text like ${pattern}`,
          ...(sequence !== null ? [eb('registry_seq', '=', sequence)] : []),
        ]),
      );
    if (status !== 'all') matches = matches.where('status', '=', status);
    const row = await matches.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  function ordered<O>(query: DogQuery<O>, { sort, dir }: RegistrationOrder): DogQuery<O> {
    const result = query.orderBy(sql.raw(SORT_EXPRESSIONS[sort]), dir);
    // The id breaks ties so that pages never overlap or skip a row (registry numbers are unique already).
    return sort === 'registryNumber' ? result : result.orderBy('id', dir);
  }

  return {
    /**
     * The list's "of N": from the per-status counters unless a search narrows it (migration 0013);
     * a search is counted in a table holding only what search looks in (PostgreSQL: migration 0016).
     */
    async count(filter: RegistrationFilter): Promise<number> {
      const { programmeId, search, status } = filter;
      if (!search) return inStatus(filter);
      // The narrow copy and the FTS5 table hold no programme: a programme's search counts its own records.
      // It holds no dates either: a view by dates is counted on the table.
      if (dialect === 'postgres' && programmeId === null && !filter.dates) return countInSearchCopy(search, status);
      // SQLite's FTS5 table holds one row per record, so an unfiltered text search counts there alone.
      if (dialect === 'sqlite' && programmeId === null && status === 'all' && search.sequence === null) {
        const row = await sql<{
          n: number;
        }>`select count(*) as n from service_dogs_search where ${ftsCondition(search)}`.execute(db);
        return Number(row.rows[0]?.n ?? 0);
      }
      const row = await filtered(db.selectFrom('service_dogs'), filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A deep page costs what the database skips to reach it. The page's ids are found on the sort's
     * index alone before whole rows are read (a deferred join), and a page in the back half is counted
     * from the other end, so the last page is as quick as the first.
     */
    async page(
      filter: RegistrationFilter,
      order: RegistrationOrder,
      limit: number,
      offset: number,
      total: number,
    ): Promise<RegistrationListRow[]> {
      const fromEnd = offset > total / 2;
      const dir = fromEnd ? (order.dir === 'asc' ? 'desc' : 'asc') : order.dir;
      const skip = fromEnd ? Math.max(0, total - offset - limit) : offset;
      const take = fromEnd ? Math.min(limit, total - offset) : limit;
      const walk =
        dialect === 'sqlite' && filter.search !== null && walkIsCheaper(skip + take, total, await inStatus(filter));
      const pageIds = ordered(filtered(db.selectFrom('service_dogs'), filter, walk), { sort: order.sort, dir })
        .select('id')
        .limit(take)
        .offset(skip);
      const rows = await ordered(db.selectFrom('service_dogs').where('id', 'in', pageIds), { sort: order.sort, dir })
        .select(LIST_COLUMNS)
        .execute();
      return fromEnd ? rows.reverse() : rows;
    },

    /** Every matching record, newest first, in keyset-paged batches, so memory stays flat however many match. */
    async *exportRows(filter: RegistrationFilter): AsyncGenerator<CsvRow> {
      let after: { date: string; id: string } | null = null;
      for (;;) {
        let query = filtered(db.selectFrom('service_dogs'), filter);
        if (after) {
          const { date, id } = after;
          // A row comparison, which both databases answer from the (registration_date, id) index by
          // starting where the last batch ended. Spelt as "date < d or (date = d and id < i)",
          // PostgreSQL walked the index from the top for every batch: at a million records the
          // export's time grew with the square of the records.
          query = query.where((eb) => eb(eb.refTuple('registration_date', 'id'), '<', eb.tuple(date, id)));
        }
        const batch = await query
          .select(['id', ...CSV_ROW_COLUMNS])
          .orderBy('registration_date', 'desc')
          .orderBy('id', 'desc')
          .limit(EXPORT_BATCH)
          .execute();
        yield* batch;
        const last = batch.at(-1);
        if (!last || batch.length < EXPORT_BATCH) return;
        after = { date: last.registration_date, id: last.id };
      }
    },
  };
}
