import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Time limits are hang guards, not speed claims: a long test is bounded by its number of runs (fuzzed
 * requests, model histories, contract requests), so a loaded machine makes the suite slower, never red,
 * and a test that hangs still fails. The slowest ordinary test takes about 20 s here (the API contract's
 * valid requests); five minutes is fifteen times that. The longest campaigns set their own, larger guard.
 * Time budgets the product promises (a stop within 3 s of the last answer, a PDF check within its
 * budget) are asserted by the tests that claim them.
 */
const HANG_GUARD_MS = 5 * 60_000;

/**
 * Server tests that open no database, start no process and touch no socket or build output: they run in
 * `npm run test:quick` (about 2 s together). A test file added or moved runs with `server` until listed here.
 */
const SERVER_UNIT_TESTS = [
  'server/src/access/permissions.test.ts',
  'server/src/staff-accounts/password-prompt.test.ts',
  'server/src/backup/backup.test.ts',
  'server/src/config.test.ts',
  'server/src/credentials/card-code.test.ts',
  'server/src/credentials/key-id-argument.test.ts',
  'server/src/db/migrations-documented.test.ts',
  'server/src/email/email-subjects.test.ts',
  'server/src/email/status-emails.test.ts',
  'server/src/lib/api-error.test.ts',
  'server/src/lib/client-address.test.ts',
  'server/src/lib/frames.test.ts',
  'server/src/system/deployment-files.test.ts',
  'server/src/system/docs-paths.test.ts',
  'server/src/system/engines.test.ts',
  'server/src/system/code-words.test.ts',
  'server/src/system/glossary.test.ts',
  'server/src/system/public-config.test.ts',
];

export default defineConfig({
  test: {
    // Many test files wait on a database, a child process or a socket more than on the CPU: on a two-core
    // machine two at a time finish sooner than Vitest's default of one (305 s → 205 s; three: 295 s).
    // Servers they start take free ports (support/server-process.ts freePort), so none collide.
    maxWorkers: 2,
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    projects: [
      {
        extends: true,
        // Pure functions over the shared schemas and catalogues: one worker thread loads them once for
        // every file (a process per file and the server bundle made the 80 tests take 9 s instead of 2 s).
        test: { name: 'common', include: ['common/**/*.test.ts'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        // Each file in a process of its own: format.test.ts changes the process's time zone.
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'] },
      },
      { extends: true, test: { name: 'server-unit', include: SERVER_UNIT_TESTS } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_UNIT_TESTS],
          // Only the server's tests run the bundle and the databases this prepares.
          globalSetup: ['server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
