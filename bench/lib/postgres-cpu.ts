/**
 * The CPU time PostgreSQL's processes have used so far, in microseconds (Linux): the server and every
 * backend, found by name in /proc. The benchmark's PostgreSQL runs on the same two cores as the app, so
 * issue 53 counts its share of each look-up beside the app's. A backend that exits during a load takes
 * its time with it; the app's pooled connections live for the whole load, so none is lost there.
 */
import fs from 'node:fs';
import { cpuMicros } from '../../support/server-process';

function isPostgres(pid: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(' (postgres) ');
  } catch {
    return false; // exited between the listing and the read
  }
}

export function postgresCpuMicros(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name) && isPostgres(name))) {
    try {
      total += cpuMicros(Number(pid));
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
