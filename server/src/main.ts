/** `npm start`: load the configuration, migrate, seed samples outside production, then listen. */
import { buildApp, DEFAULT_WEB_DIST } from './app';
import { ConfigError, loadConfig } from './config';
import { openSigningKeys } from './credentials/signing-keys';
import { openConfiguredDatabase } from './db/database';
import { createMailTransport } from './email/mail-transport';
import { startOutboxWorker } from './email/outbox-worker';
import { startOwnerLinkWorker } from './owner/owner-link-worker';
import { startReminderScheduler } from './reminders/reminder-scheduler';
import { startRetentionJob } from './scheduling/retention';
import { startSecurityLogRetentionJob } from './scheduling/security-log-retention';
import { createLogger } from './plugins/request-log';
import { stopOnSignals } from './lib/stop-signals';
import { settleHeapAfterStart } from './lib/heap-settling';
import { announceSetupLink } from './staff-accounts/setup-link-notice';
import { SAMPLE_PAYMENT_CODES, SAMPLE_TRAINER_LICENSE } from './sample-data/sample-data-service';
import { prepareDatabase } from './startup';
import { startOrphanSweep } from './files/orphan-sweep';
import { closePdfCheckPool } from './files/pdf-check-pool';
import { closePhotoProcess } from './files/photo-process';
import { openStorage } from './files/open-storage';

const SHUTDOWN_DEADLINE_MS = 10_000;

/** Development talks to a person at a terminal; elsewhere the output is JSON lines for a log collector. */
const forPerson = (process.env.NODE_ENV || 'development') === 'development';

/** The reason the server cannot start, said the way the rest of its output is. */
function cannotStart(message: string): never {
  if (forPerson) console.error(message);
  else createLogger('info').fatal(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) cannotStart(error.message);
    throw error;
  }

  const log = createLogger(config.logLevel, forPerson);
  const database = openConfiguredDatabase(config);
  const storage = await openStorage(config);
  const signingKeys = await openSigningKeys(config, { warn: (message) => log.warn(message) });
  const app = await buildApp(
    { config, database, storage, signingKeys },
    { loggerInstance: log, webDist: DEFAULT_WEB_DIST },
  );

  const { applied, seeded, setupToken } = await prepareDatabase(config, database);
  log.info(`Database: ${database.description}${applied.length ? ` (applied ${applied.join(', ')})` : ''}`);
  if (seeded) {
    log.warn(
      `Sample data added to the empty database: trainer directory ID ${SAMPLE_TRAINER_LICENSE} and payment codes ` +
        `${SAMPLE_PAYMENT_CODES[0]}…${SAMPLE_PAYMENT_CODES.at(-1)}. They are for trying the registry out; remove them before real use.`,
    );
  }

  const mail = createMailTransport(config);
  const outbox = startOutboxWorker({ db: database.db, transport: mail, log, intervalMs: 3000 });
  log.info(`Email: ${mail.description}`);
  log.info(`Uploads: ${storage.description}`);
  // Emails are sent with no request to take an address from: PUBLIC_URL, Vite's under `npm run dev`,
  // or this machine's own.
  const base = config.publicUrl ?? config.devWebUrl ?? `http://localhost:${config.port}`;
  const retention = startRetentionJob({
    db: database.db,
    log,
    intervalMs: 300_000,
    outboxDir: config.mail.smtpUrl ? null : config.mail.outboxDir,
    sessionIdleMs: config.sessions.idleMs,
  });
  const securityLogRetention = startSecurityLogRetentionJob({
    db: database.db,
    log,
    intervalMs: 300_000,
    retentionDays: config.securityLogRetentionDays,
  });
  const orphanSweep = startOrphanSweep({ db: database.db, storage, log, intervalMs: 300_000 });
  const ownerLinks = startOwnerLinkWorker({
    db: database.db,
    changes: database.changes,
    registry: config,
    registryPrefix: config.registryPrefix,
    log,
    intervalMs: 2000,
  });
  const reminders = startReminderScheduler({
    db: database.db,
    changes: database.changes,
    registry: config,
    baseUrl: base,
    log,
    intervalMs: 300_000,
  });

  // Stop taking requests, let the ones under way finish (up to SHUTDOWN_DEADLINE_MS), then close the
  // database: a deploy or a Ctrl-C never cuts a registration off half-way (plugins/close-connections.ts).
  const shutdown = async () => {
    const deadline = setTimeout(() => {
      log.error(`requests still running after ${SHUTDOWN_DEADLINE_MS / 1000} s; stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await app.close();
    await reminders.stop();
    await retention.stop();
    await securityLogRetention.stop();
    await orphanSweep.stop();
    await ownerLinks.stop();
    await outbox.stop();
    mail.close();
    storage.close();
    signingKeys.close();
    await closePdfCheckPool();
    await closePhotoProcess();
    await database.db.destroy();
    process.exit(0);
  };
  stopOnSignals({
    stop(signal) {
      log.info(`${signal} received: finishing the requests under way, then stopping (signal again to stop at once)`);
      shutdown().catch((error: unknown) => {
        log.error(`the stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      });
    },
    forced(signal) {
      log.warn(`${signal} received again: stopping at once, without waiting for the requests under way`);
    },
  });

  settleHeapAfterStart();
  await app.listen({ port: config.port, host: config.host });
  log.info(`${config.registryName} is running at ${base}`);
  announceSetupLink({
    link: setupToken ? `${base}/admin/setup/${setupToken}` : null,
    dataDir: config.dataDir,
    console: forPerson,
    log,
  });
}

main().catch((error: unknown) => {
  cannotStart(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
});
