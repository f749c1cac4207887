/**
 * Programmes: their rules (slug, prefix, the words they show), creating and changing them, and what a
 * programme shows once the deployment's settings fill what it leaves unset (docs/decisions/041-programmes.md).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LEGACY_REGISTRY_PREFIX } from '#common/constants';
import type { Locale } from '#common/i18n/locales';
import { normalizeEmail } from '#common/normalize';
import type { Config } from '../config';
import { DEFAULT_PROGRAMME_ID, type DB, type ProgrammeRow } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import { bothLanguages, programmeContacts } from '../email/programme-registry';
import {
  countByProgramme,
  deleteProgrammeRow,
  findProgrammeBySlug,
  insertProgramme,
  listProgrammeRows,
  updateProgrammeRow,
  type ProgrammeColumns,
  type ProgrammeCounts,
} from './programme-repository';

/** A refusal of a programme command: what was wrong, in words an operator acts on. Nothing was changed. */
export class ProgrammeRefused extends Error {
  override name = 'ProgrammeRefused';
}

export const PROGRAMME_SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const PROGRAMME_SLUG_MAX = 40;
/** The same rule as REGISTRY_PREFIX's (config.ts). */
export const PROGRAMME_PREFIX = /^[A-Z][A-Z0-9]{0,7}-?$/;

/** What the deployment's settings give a programme that leaves a field unset. */
export type ProgrammeSettings = Pick<
  Config,
  'registryName' | 'registryPrefix' | 'tagline' | 'contactEmail' | 'contactPhone' | 'contactHours' | 'feeCents'
>;

/** A programme as it shows: its own words, or the deployment's settings where it has none. */
export interface ProgrammeProfile {
  id: number;
  slug: string;
  isDefault: boolean;
  name: Record<Locale, string>;
  prefix: string;
  tagline: Record<Locale, string>;
  contactEmail: string;
  contactPhone: string;
  hours: Record<Locale, string>;
  feeCents: number;
  logoKey: string | null;
  /** The fields that read a deployment setting rather than the programme's own. */
  fromSettings: string[];
}

export function programmeProfile(row: ProgrammeRow, settings: ProgrammeSettings): ProgrammeProfile {
  const unset = {
    name: row.name_en === null,
    prefix: row.prefix === null,
    tagline: row.tagline_en === null && row.tagline_es === null,
    'contact email': row.contact_email === null,
    'contact phone': row.contact_phone === null,
    hours: row.hours_en === null && row.hours_es === null,
    fee: row.fee_cents === null,
  };
  const { name, contactEmail, contactPhone, hours } = programmeContacts(row, settings);
  return {
    id: row.id,
    slug: row.slug,
    isDefault: row.is_default === 1,
    name,
    prefix: row.prefix ?? settings.registryPrefix,
    tagline: bothLanguages(row.tagline_en, row.tagline_es, settings.tagline),
    contactEmail,
    contactPhone,
    hours,
    feeCents: row.fee_cents ?? settings.feeCents,
    logoKey: row.logo_key,
    fromSettings: Object.entries(unset)
      .filter(([, isUnset]) => isUnset)
      .map(([field]) => field),
  };
}

/**
 * What `programmes create` and `programmes update` take, as typed. Unset: unchanged (update) or the
 * deployment's setting (create); an empty text on update: back to the deployment's setting.
 */
export interface ProgrammeInput {
  name?: string | undefined;
  nameEs?: string | undefined;
  prefix?: string | undefined;
  tagline?: string | undefined;
  taglineEs?: string | undefined;
  contactEmail?: string | undefined;
  contactPhone?: string | undefined;
  hours?: string | undefined;
  hoursEs?: string | undefined;
  feeCents?: string | undefined;
  /** A stored logo's key (programme-logo.ts), or null for none. */
  logoKey?: string | null | undefined;
}

const texts = {
  name: { column: 'name_en', option: '--name', max: 80 },
  nameEs: { column: 'name_es', option: '--name-es', max: 80 },
  tagline: { column: 'tagline_en', option: '--tagline', max: 160 },
  taglineEs: { column: 'tagline_es', option: '--tagline-es', max: 160 },
  contactPhone: { column: 'contact_phone', option: '--contact-phone', max: 40 },
  hours: { column: 'hours_en', option: '--hours', max: 160 },
  hoursEs: { column: 'hours_es', option: '--hours-es', max: 160 },
} as const;

export function slugProblem(slug: string): string | null {
  if (slug.length < 2 || slug.length > PROGRAMME_SLUG_MAX || !PROGRAMME_SLUG.test(slug))
    return `The slug must be 2 to ${PROGRAMME_SLUG_MAX} lower-case letters, digits and single hyphens, starting with a letter and not ending with a hyphen, such as north-valley (got ${slug || 'nothing'}).`;
  return null;
}

/** The prefix as a look-up reads it: capitals, no trailing dash. */
const compactPrefix = (prefix: string) => prefix.toUpperCase().replace(/-$/, '');

/** Why this prefix cannot be the programme's, given the other programmes' (and the default's, from the settings). */
function prefixProblem(
  prefix: string,
  others: { slug: string; prefix: string }[],
  { isSetting = false } = {},
): string | null {
  if (!PROGRAMME_PREFIX.test(prefix))
    return `The prefix must be 1 to 8 capital letters or digits, starting with a letter, optionally ending in "-", such as NVS- (got ${prefix || 'nothing'}).`;
  const mine = compactPrefix(prefix);
  // REGISTRY_PREFIX may be the earlier prefix itself: look-ups read it as the default programme's anyway.
  if (!isSetting && mine === compactPrefix(LEGACY_REGISTRY_PREFIX))
    return `The prefix ${prefix} is the registry's earlier prefix, which look-ups still accept: choose another.`;
  for (const other of others) {
    const theirs = compactPrefix(other.prefix);
    if (mine === theirs) return `The prefix ${prefix} is already programme ${other.slug}'s (${other.prefix}).`;
    // ABC1 next to ABC: "ABC10042" would read as either programme's number.
    const [longer, shorter] = mine.length > theirs.length ? [mine, theirs] : [theirs, mine];
    if (longer.startsWith(shorter) && /^\d+$/.test(longer.slice(shorter.length)))
      return `The prefix ${prefix} and programme ${other.slug}'s ${other.prefix} differ only by digits, so a number could read as either's: choose another.`;
  }
  return null;
}

/**
 * The columns an input sets, checked. Creating takes no empty text; on update an empty text goes back to
 * the deployment's setting, which for the name only the default programme has (REGISTRY_NAME).
 */
function columnsOf(input: ProgrammeInput, creating: boolean, isDefault = false): Partial<ProgrammeColumns> {
  const columns: Partial<ProgrammeColumns> = {};
  for (const [key, { column, option, max }] of Object.entries(texts) as [
    keyof typeof texts,
    (typeof texts)[keyof typeof texts],
  ][]) {
    const value = input[key];
    if (value === undefined) continue;
    const text = value.trim();
    if (text === '' && (creating || (key === 'name' && !isDefault)))
      throw new ProgrammeRefused(
        `${option} needs a text${key === 'name' ? '' : ' (leave it out to use the setting)'}.`,
      );
    if (text.length > max) throw new ProgrammeRefused(`${option} is at most ${max} characters.`);
    columns[column] = text === '' ? null : text;
  }
  if (input.contactEmail !== undefined) {
    const email = input.contactEmail.trim();
    if (email === '' && !creating) columns.contact_email = null;
    else {
      const parsed = z.email().safeParse(normalizeEmail(email));
      if (!parsed.success)
        throw new ProgrammeRefused(`--contact-email needs an email address (got ${email || 'nothing'}).`);
      columns.contact_email = parsed.data;
    }
  }
  if (input.feeCents !== undefined) {
    const fee = input.feeCents.trim();
    if (fee === '' && !creating) columns.fee_cents = null;
    else if (!/^\d{1,8}$/.test(fee) || Number(fee) > 10_000_000)
      throw new ProgrammeRefused(
        `--fee-cents needs a whole number of cents from 0 to 10000000, such as 9999 for $99.99 (got ${fee || 'nothing'}).`,
      );
    else columns.fee_cents = Number(fee);
  }
  if (input.logoKey !== undefined) columns.logo_key = input.logoKey;
  return columns;
}

/** Every other programme's prefix, the default's read from the settings. */
async function otherPrefixes(db: Kysely<DB>, settings: Pick<ProgrammeSettings, 'registryPrefix'>, except?: number) {
  return (await listProgrammeRows(db))
    .filter((row) => row.id !== except)
    .map((row) => ({ slug: row.slug, prefix: row.prefix ?? settings.registryPrefix }));
}

export interface NewProgramme extends ProgrammeInput {
  slug: string;
  name: string;
  prefix: string;
}

export async function createProgramme(
  deps: TransactionDeps,
  settings: ProgrammeSettings,
  input: NewProgramme,
): Promise<ProgrammeProfile> {
  const slug = input.slug.trim();
  const problem = slugProblem(slug);
  if (problem) throw new ProgrammeRefused(problem);
  const columns = columnsOf(input, true);
  const prefix = input.prefix.trim();
  return inTransaction(deps, async ({ db }) => {
    if (await findProgrammeBySlug(db, slug))
      throw new ProgrammeRefused(`A programme with the slug ${slug} exists already.`);
    const refused = prefixProblem(prefix, await otherPrefixes(db, settings));
    if (refused) throw new ProgrammeRefused(refused);
    await insertProgramme(db, slug, { ...columns, prefix }, new Date().toISOString());
    return programmeProfile((await findProgrammeBySlug(db, slug))!, settings);
  });
}

export async function updateProgramme(
  deps: TransactionDeps,
  settings: ProgrammeSettings,
  slug: string,
  input: ProgrammeInput,
): Promise<ProgrammeProfile> {
  return inTransaction(deps, async ({ db }) => {
    const row = await findProgrammeBySlug(db, slug);
    if (!row) throw new ProgrammeRefused(unknownProgramme(slug));
    const isDefault = row.is_default === 1;
    if (isDefault && input.prefix !== undefined)
      throw new ProgrammeRefused(
        "The default programme's prefix is REGISTRY_PREFIX (its numbers are made and looked up with it): change that setting instead.",
      );
    const columns = columnsOf(input, false, isDefault);
    if (input.prefix !== undefined) {
      const prefix = input.prefix.trim();
      const refused = prefixProblem(prefix, await otherPrefixes(db, settings, row.id));
      if (refused) throw new ProgrammeRefused(refused);
      columns.prefix = prefix;
    }
    if (Object.keys(columns).length === 0)
      throw new ProgrammeRefused('Nothing to change: give at least one of the options.');
    await updateProgrammeRow(db, row.id, columns, new Date().toISOString());
    return programmeProfile((await findProgrammeBySlug(db, slug))!, settings);
  });
}

const held: [keyof ProgrammeCounts, string, string][] = [
  ['registrations', 'registration', 'registrations'],
  ['trainers', 'trainer', 'trainers'],
  ['paymentCodes', 'payment code', 'payment codes'],
  ['staff', 'staff account', 'staff accounts'],
];

/** "3 registrations and 1 staff account": what a programme still holds, or null when it holds nothing. */
function holdings(counts: ProgrammeCounts | undefined): string | null {
  const parts = held.flatMap(([key, one, many]) => {
    const n = counts?.[key] ?? 0;
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/**
 * Deletes a programme that holds nothing; returns it as it showed. The check and the delete share one
 * transaction, so nothing registered meanwhile is orphaned: SQLite's transactions are serializable, and on
 * PostgreSQL the foreign keys of migration 0021 refuse the delete (or the other write) as well. Its
 * activity entries do not hold it: they stay, under an id no later programme is given (insertProgramme).
 * Retired numbers belong to no programme. On PostgreSQL, though, activity_log's foreign key (migration
 * 0022) refuses the delete while any entry remains; that comes back as a refusal, nothing changed.
 */
export async function deleteProgramme(
  deps: TransactionDeps,
  settings: ProgrammeSettings,
  slug: string,
): Promise<ProgrammeProfile> {
  return inTransaction(deps, async ({ db }) => {
    const row = await findProgrammeBySlug(db, slug);
    if (!row) throw new ProgrammeRefused(unknownProgramme(slug));
    if (row.is_default === 1)
      throw new ProgrammeRefused("The default programme holds the deployment's settings and cannot be deleted.");
    const holding = holdings((await countByProgramme(db, row.id)).get(row.id));
    if (holding) throw new ProgrammeRefused(`${slug} still holds ${holding}: move or delete them first.`);
    const refusedBy = await deleteProgrammeRow(db, row.id);
    if (refusedBy)
      throw new ProgrammeRefused(
        `PostgreSQL refused to delete ${slug}: ${refusedBy.referredBy} still refers to it. See what it holds with: npm run admin -- programmes list`,
      );
    return programmeProfile(row, settings);
  });
}

export function unknownProgramme(slug: string): string {
  return `No programme has the slug ${slug}. List them with: npm run admin -- programmes list`;
}

export async function listProgrammes(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
): Promise<(ProgrammeProfile & ProgrammeCounts)[]> {
  const counts = await countByProgramme(db);
  return (await listProgrammeRows(db)).map((row) => ({
    ...programmeProfile(row, settings),
    registrations: 0,
    trainers: 0,
    paymentCodes: 0,
    staff: 0,
    ...counts.get(row.id),
  }));
}

/** The programme a slug names, its id; the default programme's without one. */
export async function programmeIdOf(db: Kysely<DB>, slug: string | undefined): Promise<number> {
  if (slug === undefined) return DEFAULT_PROGRAMME_ID;
  const row = await findProgrammeBySlug(db, slug.trim());
  if (!row) throw new ProgrammeRefused(unknownProgramme(slug.trim()));
  return row.id;
}

/**
 * At start: REGISTRY_PREFIX, the default programme's prefix, must not be another programme's. Throws
 * with the programme to change when it is.
 */
export async function checkDefaultPrefix(db: Kysely<DB>, settings: Pick<ProgrammeSettings, 'registryPrefix'>) {
  const others = (await listProgrammeRows(db)).flatMap((row) =>
    row.prefix === null ? [] : [{ slug: row.slug, prefix: row.prefix }],
  );
  const problem = prefixProblem(settings.registryPrefix, others, { isSetting: true });
  if (problem)
    throw new Error(
      `REGISTRY_PREFIX: ${problem} Change REGISTRY_PREFIX, or that programme's prefix (npm run admin -- programmes update).`,
    );
}
