/**
 * Whose name and contacts a handler's email carries: the programme that holds the record, its own words
 * where it has them and the deployment's settings elsewhere (docs/decisions/041-programmes.md). With one
 * programme that has no words of its own, these are the settings, as before.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '#common/i18n/locales';
import type { DB } from '../db/schema';
import type { Registry } from './email-layout';

export async function programmeRegistry(
  db: Kysely<DB>,
  deployment: Registry,
  programmeId: number,
  locale: Locale,
): Promise<Registry> {
  const row = await db
    .selectFrom('programmes')
    .select(['name_en', 'name_es', 'contact_email', 'contact_phone', 'hours_en', 'hours_es'])
    .where('id', '=', programmeId)
    .executeTakeFirst();
  if (!row) return deployment;
  const name = row.name_en ?? deployment.registryName;
  return {
    registryName: locale === 'es' ? (row.name_es ?? name) : name,
    contactEmail: row.contact_email ?? deployment.contactEmail,
    contactPhone: row.contact_phone ?? deployment.contactPhone,
    contactHours: {
      en: row.hours_en ?? deployment.contactHours.en,
      es: row.hours_es ?? row.hours_en ?? deployment.contactHours.es,
    },
  };
}
