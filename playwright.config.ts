import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const databases = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const PORTS = { sqlite: 3199, postgres: 3198 } as const;

if (databases.length === 1)
  console.warn('[e2e] Browser tests run on SQLite only: set TEST_DATABASE_URL to run them on PostgreSQL too.');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    // The site picks its language from the browser's: the suite reads English unless a test asks otherwise.
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: databases.map((db) => ({ name: db, use: { baseURL: `http://127.0.0.1:${PORTS[db]}` } })),
  webServer: databases.map((db) => ({
    command: `node_modules/.bin/tsx e2e/serve.ts ${db} ${PORTS[db]}`,
    url: `http://127.0.0.1:${PORTS[db]}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
