import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    globalSetup: ['server/src/test/global-setup.ts'],
    // Many test files wait on a database, a child process or a socket more than on the CPU: on a two-core
    // machine two at a time finish sooner than Vitest's default of one (305 s → 205 s; three: 295 s).
    // Servers they start take free ports (support/server-process.ts freePort), so none collide.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
