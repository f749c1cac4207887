import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { initialMigration } from './migrations/0001-initial';
import { adminAuthMigration } from './migrations/0002-admin-auth';
import { dashboardIndexesMigration } from './migrations/0003-dashboard-indexes';
import { cardAndNumbersMigration } from './migrations/0004-card-and-numbers';
import { outboxMigration } from './migrations/0005-outbox';
import { teamLifecycleMigration } from './migrations/0006-team-lifecycle';
import { expiryRemindersMigration } from './migrations/0007-expiry-reminders';
import { cardReplacementMigration } from './migrations/0008-card-replacement';
import { lookupCountsMigration } from './migrations/0009-lookup-counts';
import { accessTestsMigration } from './migrations/0010-access-tests';
import { loginThrottleMigration } from './migrations/0011-login-throttle';
import { dogChangeNoticesMigration } from './migrations/0012-dog-change-notices';
import { dogCountsMigration } from './migrations/0013-dog-counts';
import { dogLanguageMigration } from './migrations/0014-dog-language';
import { dogChangeNoticesWithoutInsertsMigration } from './migrations/0015-dog-change-notices-without-inserts';
import { dogSearchTableMigration } from './migrations/0016-dog-search-table';
import { cardsMigration } from './migrations/0017-cards';
import { staffSecondFactorMigration } from './migrations/0018-staff-second-factor';
import { ownerLinkRecoveryMigration } from './migrations/0019-owner-link-recovery';
import { securityLogUnderAttackMigration } from './migrations/0020-security-log-under-attack';
import { programmesMigration } from './migrations/0021-programmes';
import { programmeCountsAndActivityMigration } from './migrations/0022-programme-counts-and-activity';
import { trainingAttestationsMigration } from './migrations/0023-training-attestations';
import { accessTestChecklistMigration } from './migrations/0024-access-test-checklist';
import { taskCategoriesMigration } from './migrations/0025-task-categories';
import { trainingLogMigration } from './migrations/0026-training-log';
import { trainerAccountsMigration } from './migrations/0027-trainer-accounts';
import { doorRefusalsMigration } from './migrations/0028-door-refusals';

export function migrationsFor(dialect: Database['dialect']): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-admin-auth': adminAuthMigration,
    '0003-dashboard-indexes': dashboardIndexesMigration(dialect),
    '0004-card-and-numbers': cardAndNumbersMigration,
    '0005-outbox': outboxMigration,
    '0006-team-lifecycle': teamLifecycleMigration(dialect),
    '0007-expiry-reminders': expiryRemindersMigration,
    '0008-card-replacement': cardReplacementMigration,
    '0009-lookup-counts': lookupCountsMigration,
    '0010-access-tests': accessTestsMigration,
    '0011-login-throttle': loginThrottleMigration,
    '0012-dog-change-notices': dogChangeNoticesMigration(dialect),
    '0013-dog-counts': dogCountsMigration(dialect),
    '0014-dog-language': dogLanguageMigration,
    '0015-dog-change-notices-without-inserts': dogChangeNoticesWithoutInsertsMigration(dialect),
    '0016-dog-search-table': dogSearchTableMigration(dialect),
    '0017-cards': cardsMigration,
    '0018-staff-second-factor': staffSecondFactorMigration(dialect),
    '0019-owner-link-recovery': ownerLinkRecoveryMigration,
    '0020-security-log-under-attack': securityLogUnderAttackMigration(dialect),
    '0021-programmes': programmesMigration(dialect),
    '0022-programme-counts-and-activity': programmeCountsAndActivityMigration(dialect),
    '0023-training-attestations': trainingAttestationsMigration,
    '0024-access-test-checklist': accessTestChecklistMigration,
    '0025-task-categories': taskCategoriesMigration,
    '0026-training-log': trainingLogMigration,
    '0027-trainer-accounts': trainerAccountsMigration,
    '0028-door-refusals': doorRefusalsMigration,
  };
}

/**
 * Brings the schema up to date; throws with the failing migration's name, or, when no migration ran
 * because the database could not be reached, with which database and the setting to check.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const { db, dialect } = database;
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Kysely refuses a database that ran a migration this build does not have: an older build
    // started on data a newer one migrated, which is not a connection problem.
    const unknown = /previously executed migration (\S+) is missing/.exec(reason)?.[1];
    if (unknown) {
      throw new Error(
        `The database at ${database.description} was updated by a newer version of the registry (migration ${unknown} is unknown to this one). Run that version or a later one, or restore a backup made by this version.`,
      );
    }
    if (!failed) {
      const setting =
        dialect === 'postgres'
          ? 'Check that PostgreSQL is running and that DATABASE_URL names it (user, host, port and database).'
          : 'Check that DATA_DIR is a folder this user may write to.';
      throw new Error(`Could not reach the database, ${database.description}: ${reason}. ${setting}`);
    }
    throw new Error(`Database migration ${failed.migrationName} failed: ${reason}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to (and including) one migration: for tests that check a migration on old data. */
export async function migrateTo({ db, dialect }: Database, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
