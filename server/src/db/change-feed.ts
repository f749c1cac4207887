/**
 * Word that a registration may have changed, for the look-up cache (server/src/public-record/visitor-answers.ts):
 * - from this process: announced by the lifecycle home through its transaction (db/transaction.ts
 *   `inTransaction`, `tx.registrationChanged()`), when it writes and again when the transaction ends;
 * - on PostgreSQL, from every instance: the statement triggers of migrations 0012 and 0015 send NOTIFY
 *   at commit, heard on a connection of its own. While that connection is down the feed is not live,
 *   and the cache serves nothing from memory.
 *
 * Every write to `service_dogs` or `retired_registrations` goes through the lifecycle home
 * (lifecycle/registration-change.ts), which a test of the code's structure holds
 * (db/change-feed.test.ts). A new registration changes nothing the cache holds: it keeps only answers
 * about records that exist or left a tombstone, never "not found", and numbers and ids are never reused.
 */
import type pg from 'pg';

export const REGISTRATIONS_CHANGED_CHANNEL = 'sdr_dogs_changed';

export interface ChangeFeed {
  subscribe(listener: () => void): () => void;
  /** Tells every listener in this process that a registration may have changed. */
  announce(): void;
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

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  live(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
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
      this.announce();
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.connect(), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.announce());
    try {
      await client.connect();
      await client.query(`listen ${REGISTRATIONS_CHANGED_CHANNEL}`);
      this.connected = true;
      // Anything cached before this connection may have missed a notice.
      this.announce();
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
