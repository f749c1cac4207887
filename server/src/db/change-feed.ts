/**
 * Word that a registration may have changed, for the look-up cache (server/src/dogs/visitor-answers.ts):
 * - from this process: every update or delete of `service_dogs`, and every write to
 *   `retired_registrations`, built through Kysely, noticed when it is compiled and again when it has run;
 * - on PostgreSQL, from every instance: the statement triggers of migrations 0012 and 0015 send NOTIFY
 *   at commit, heard on a connection of its own. While that connection is down the feed is not live,
 *   and the cache serves nothing from memory.
 *
 * A plain insert into `service_dogs` (a new registration) changes nothing the cache holds: it keeps only
 * answers about records that exist or left a tombstone, never "not found", and numbers and ids are
 * never reused. So registrations leave the cache in place; an insert that may replace or update a row
 * (SQLite's `insert or replace`, `on conflict … do update`) still counts as a change.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type pg from 'pg';

export const DOGS_CHANGED_CHANNEL = 'sdr_dogs_changed';
const WATCHED = ['"service_dogs"', '"retired_registrations"'];
const REGISTRATIONS = '"service_dogs"';

/**
 * The table a write changes: an insert's `into`, an update's `table`, a delete's `from`. Only that one:
 * a write elsewhere that merely reads a watched table (the look-up counts' upsert) changes no registration.
 */
function writtenTable(node: RootOperationNode): unknown {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const createsOnly = !node.replace && !node.orAction && !node.onConflict && !node.onDuplicateKey;
      return createsOnly && JSON.stringify(node.into).includes(`"name":${REGISTRATIONS}`) ? undefined : node.into;
    }
    case 'UpdateQueryNode':
      return node.table;
    case 'DeleteQueryNode':
      return node.from;
    default:
      return undefined;
  }
}

export interface ChangeFeed {
  subscribe(listener: () => void): () => void;
  /** Whether every change is sure to be heard. */
  live(): boolean;
  close(): Promise<void>;
}

export class LocalChangeFeed implements ChangeFeed {
  protected readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }

  live(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** Notices this process's own writes to the watched tables. */
export class WriteWatcher implements KyselyPlugin {
  private readonly pending = new Set<unknown>();

  constructor(private readonly feed: LocalChangeFeed) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const target = writtenTable(node);
    if (target) {
      const text = JSON.stringify(target);
      if (WATCHED.some((name) => text.includes(`"name":${name}`))) {
        this.pending.add(queryId);
        this.feed.emit();
      }
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.delete(queryId)) this.feed.emit();
    return result;
  }
}

/**
 * The local feed, plus PostgreSQL's notices from every instance, heard while anyone listens: the
 * connection opens with the first subscriber and closes with the last (command-line tools never open it).
 */
export class PostgresChangeFeed extends LocalChangeFeed {
  private client: pg.Client | null = null;
  private connected = false;
  private closed = true;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly Client: typeof pg.Client,
  ) {
    super();
  }

  override subscribe(listener: () => void): () => void {
    const unsubscribe = super.subscribe(listener);
    if (this.closed) {
      this.closed = false;
      void this.connect();
    }
    return () => {
      unsubscribe();
      if (this.listeners.size === 0) void this.stop();
    };
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new this.Client({ connectionString: this.connectionString });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.connected = false;
      this.client = null;
      this.emit();
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.connect(), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.emit());
    try {
      await client.connect();
      await client.query(`listen ${DOGS_CHANGED_CHANNEL}`);
      this.connected = true;
      // Anything cached before this connection may have missed a notice.
      this.emit();
    } catch {
      lost();
    }
  }

  override live(): boolean {
    return this.connected;
  }

  private async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  override async close(): Promise<void> {
    await this.stop();
    await super.close();
  }
}
