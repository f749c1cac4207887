/**
 * Whose name and contacts a handler's email carries: the programme that holds the record, its own words
 * where it has them and the deployment's settings elsewhere (docs/decisions/041-programmes.md). With one
 * programme that has no words of its own, these are the settings, as before.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '#common/i18n/locales';
import type { DB, ProgrammeRow } from '../db/schema';
import type { Registry } from './email-layout';

/** English and Spanish: Spanish falls back to the programme's English, both to the deployment's. */
export function bothLanguages(en: string | null, es: string | null, deployment: Record<Locale, string>) {
  return { en: en ?? deployment.en, es: es ?? en ?? deployment.es };
}

/**
 * A programme's name and contacts, the deployment's where it has none; programmeProfile
 * (programmes/programme-service.ts) shows the same words with the rest of the programme.
 */
export function programmeContacts(
  row: Pick<ProgrammeRow, 'name_en' | 'name_es' | 'contact_email' | 'contact_phone' | 'hours_en' | 'hours_es'>,
  deployment: Registry,
) {
  const name = row.name_en ?? deployment.registryName;
  return {
    name: { en: name, es: row.name_es ?? name },
    contactEmail: row.contact_email ?? deployment.contactEmail,
    contactPhone: row.contact_phone ?? deployment.contactPhone,
    hours: bothLanguages(row.hours_en, row.hours_es, deployment.contactHours),
  };
}

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
  const { name, contactEmail, contactPhone, hours } = programmeContacts(row, deployment);
  return { registryName: name[locale], contactEmail, contactPhone, contactHours: hours };
}
