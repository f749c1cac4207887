/** `npm run db:migrate`: apply pending migrations to the configured database and exit. */
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

const config = loadConfig();
const database = openConfiguredDatabase(config);
try {
  const applied = await migrateToLatest(database);
  console.log(
    applied.length
      ? `Applied ${applied.join(', ')} to ${database.description}`
      : `${database.description} is up to date`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
