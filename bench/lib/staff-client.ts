/** The dashboard's requests as a signed-in admin makes them, over HTTP. */
import { BENCH_ADMIN } from './seed-records';
import { residentBytes } from '../../support/server-process';
import { signInOverHttp } from '../../support/staff-sign-in';
import { quantile, timed } from './stats';

export interface AdminClient {
  get(path: string): Promise<Response>;
}

export async function signIn(url: string): Promise<AdminClient> {
  const cookie = await signInOverHttp(url, BENCH_ADMIN);
  return { get: (path) => fetch(`${url}${path}`, { headers: { cookie } }) };
}

/** p95 in ms of `runs` sequential requests to one dashboard URL. */
export async function dashboardP95(admin: AdminClient, path: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { ms, value } = await timed(async () => {
      const res = await admin.get(path);
      await res.arrayBuffer();
      return res.status;
    });
    if (value !== 200) throw new Error(`${path} answered ${value}`);
    times.push(ms);
  }
  return quantile(times, 0.95);
}

export interface ExportResult {
  ms: number;
  bytes: number;
  rows: number;
  rssGrowthBytes: number;
}

/** Downloads the whole CSV export while sampling the server's resident memory. */
export async function exportAll(admin: AdminClient, serverPid: number): Promise<ExportResult> {
  const before = residentBytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(serverPid))), 10);
  let bytes = 0;
  let rows = 0;
  const { ms } = await timed(async () => {
    const res = await admin.get('/api/admin/dogs/export');
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.length;
      for (const byte of part.value) if (byte === 0x0a) rows++;
    }
  });
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(serverPid));
  // The header line is not a record.
  return { ms, bytes, rows: rows - 1, rssGrowthBytes: peak - before };
}
