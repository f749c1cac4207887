/**
 * Prints the gzipped JavaScript each page loads on its first visit and fails when one passes its budget
 * (scripts/first-load-js.ts). Run by `npm run build`; sizes are deterministic, so unlike timings they
 * belong in the build.
 */
import { firstLoadBytes, ROUTES } from './first-load-js';

let failed = false;
for (const [route, bytes] of Object.entries(firstLoadBytes(process.argv[2] ?? 'dist'))) {
  const budgetKb = ROUTES[route]!.budgetKb;
  const over = bytes > budgetKb * 1024;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : ''}${route.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped JavaScript on first load (budget ${budgetKb} KB)`,
  );
}
if (failed) {
  console.error('A page loads more gzipped JavaScript than its budget.');
  process.exit(1);
}
