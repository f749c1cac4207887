import os from 'node:os';
import path from 'node:path';

export interface ServerInfo {
  dataDir: string;
  databaseUrl: string | null;
}

/** Where the e2e server of one database tells the tests how to reach its data. */
export function serverInfoFile(dialect: string): string {
  return path.join(os.tmpdir(), `sdr-e2e-${dialect}.json`);
}
