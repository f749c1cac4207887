/**
 * Prints the gzipped JavaScript each public route loads on its first visit and fails when one passes
 * the budget. Run by `npm run build`; sizes are deterministic, so unlike timings they belong in the build.
 */
import { firstLoadBytes } from './first-load-js';

const BUDGET_BYTES = 100 * 1024;

let failed = false;
for (const [route, bytes] of Object.entries(firstLoadBytes(process.argv[2] ?? 'dist'))) {
  const over = bytes > BUDGET_BYTES;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : ''}${route.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped JavaScript on first load`,
  );
}
if (failed) {
  console.error(`A public route loads more than ${BUDGET_BYTES / 1024} KB of gzipped JavaScript.`);
  process.exit(1);
}
