/**
 * Which programme signs a registration's card, and as whom (docs/decisions/043-programme-signing-keys.md):
 * the default programme signs as the deployment (its keys, `did:web:<host>`, the public address as
 * issuer), every other programme with its own keys and identity, found by its slug.
 */
import type { Kysely } from 'kysely';
import { programmeIssuer } from '#common/credential';
import type { Locale } from '#common/i18n/locales';
import { DEFAULT_PROGRAMME_ID, type DB, type ProgrammeRow } from '../db/schema';
import { findProgrammeById } from '../programmes/programme-repository';
import { programmeProfile, type ProgrammeSettings } from '../programmes/programme-service';
import type { ProgrammeSigner, SigningKeys } from './signing-keys';

/** The slug its keys and identity go by: none for the default programme, which is the deployment's own. */
export function identitySlug(row: Pick<ProgrammeRow, 'slug' | 'is_default'>): string | undefined {
  return row.is_default === 1 ? undefined : row.slug;
}

export async function programmeRowOf(db: Kysely<DB>, programmeId: number): Promise<ProgrammeRow> {
  const row = await findProgrammeById(db, programmeId);
  if (!row) throw new Error(`programme ${programmeId} does not exist`);
  return row;
}

/** A programme as its records' card, footer and contact lines show it. */
export interface CardProgramme {
  slug: string;
  name: Record<Locale, string>;
  contactEmail: string;
  contactPhone: string;
  hours: Record<Locale, string>;
}

/**
 * The programme a record's card is signed by and printed for, and whose contacts its card and pages
 * give, as the owner link and staff are shown it: none for the default programme, whose card shows the
 * registry's name, DID and contacts as before.
 */
export async function cardProgramme(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
  programmeId: number,
): Promise<CardProgramme | undefined> {
  if (programmeId === DEFAULT_PROGRAMME_ID) return undefined;
  const row = await programmeRowOf(db, programmeId);
  const slug = identitySlug(row);
  if (slug === undefined) return undefined;
  const { name, contactEmail, contactPhone, hours } = programmeProfile(row, settings);
  return { slug, name, contactEmail, contactPhone, hours };
}

/** The programme's current key, and the issuer its cards name. */
export async function programmeSigning(
  keys: SigningKeys,
  row: Pick<ProgrammeRow, 'slug' | 'is_default'>,
  publicBaseUrl: string,
): Promise<{ signer: ProgrammeSigner; issuer: string }> {
  const slug = identitySlug(row);
  return { signer: await keys.forProgramme(slug ?? null), issuer: programmeIssuer(publicBaseUrl, slug) };
}
