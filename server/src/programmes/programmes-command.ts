/** `npm run admin -- programmes create|list|update|delete`: the deployment's programmes (docs/decisions/041-programmes.md). */
import { loadConfig, type Config } from '../config';
import { openConfiguredDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openStorage } from '../files/open-storage';
import { logoUrl } from '../files/storage-keys';
import { prepareLogo, storeLogo } from './programme-logo';
import { findProgrammeBySlug } from './programme-repository';
import {
  createProgramme,
  deleteProgramme,
  listProgrammes,
  ProgrammeRefused,
  updateProgramme,
  type ProgrammeInput,
  type ProgrammeProfile,
  type ProgrammeSettings,
} from './programme-service';

export const PROGRAMMES_USAGE = `  programmes list      Every programme: slug, prefix, name, and how many registrations,
                       trainers, payment codes and staff it holds.
  programmes create --slug S --name N --prefix P [options]
                       Add a programme. S: lower-case letters, digits and hyphens (north-valley);
                       P: 1 to 8 capitals or digits, optionally ending in "-" (NVS-), unique.
  programmes update S [options]
                       Change a programme's words; an empty value ("") goes back to the
                       deployment's setting. The default programme's prefix is REGISTRY_PREFIX.
    options: --name N, --name-es N, --prefix P, --tagline T, --tagline-es T,
             --contact-email E, --contact-phone P, --hours H, --hours-es H, --fee-cents C
             (unset: the deployment's REGISTRY_*, CONTACT_* and FEE_CENTS settings),
             --logo FILE (a PNG, JPEG or WebP of at most 2 MB, shown on the programme's
             page; "" removes it)
  programmes delete S  Delete a programme that holds no registrations, trainers, payment codes
                       or staff (never the default programme).`;

/** The options the programmes commands read, as `parseArgs` gives them. */
export type ProgrammeOptions = Partial<
  Record<
    | 'slug'
    | 'name'
    | 'name-es'
    | 'prefix'
    | 'tagline'
    | 'tagline-es'
    | 'contact-email'
    | 'contact-phone'
    | 'hours'
    | 'hours-es'
    | 'fee-cents'
    | 'logo',
    string
  >
>;

export const PROGRAMME_OPTION_NAMES = [
  'slug',
  'name',
  'name-es',
  'prefix',
  'tagline',
  'tagline-es',
  'contact-email',
  'contact-phone',
  'hours',
  'hours-es',
  'fee-cents',
  'logo',
] as const satisfies readonly (keyof ProgrammeOptions)[];

type Log = (line: string) => void;

function inputOf(options: ProgrammeOptions): ProgrammeInput {
  return {
    name: options.name,
    nameEs: options['name-es'],
    prefix: options.prefix,
    tagline: options.tagline,
    taglineEs: options['tagline-es'],
    contactEmail: options['contact-email'],
    contactPhone: options['contact-phone'],
    hours: options.hours,
    hoursEs: options['hours-es'],
    feeCents: options['fee-cents'],
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function describe(programme: ProgrammeProfile): string[] {
  return [
    `  slug:          ${programme.slug}${programme.isDefault ? ' (the default programme)' : ''}`,
    `  name:          ${programme.name.en}${programme.name.es === programme.name.en ? '' : ` / ${programme.name.es}`}`,
    `  prefix:        ${programme.prefix}`,
    `  tagline:       ${programme.tagline.en}`,
    `  contact:       ${programme.contactEmail}, ${programme.contactPhone}, ${programme.hours.en}`,
    `  fee:           ${dollars(programme.feeCents)}`,
    `  logo:          ${programme.logoKey ? logoUrl(programme.logoKey) : 'none'}`,
    ...(programme.fromSettings.length
      ? [`  from settings: ${programme.fromSettings.join(', ')} (the deployment's own)`]
      : []),
  ];
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

function settingsOf(config: Config): ProgrammeSettings {
  return config;
}

async function withDatabase<T>(config: Config, run: (database: Database) => Promise<T>): Promise<T> {
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    return await run(database);
  } finally {
    await database.db.destroy();
  }
}

/**
 * Runs one programmes command; returns the exit code. A refusal (a bad or taken slug or prefix, an
 * unknown programme, deleting one that holds something) says why on stderr, exits 2 and changes nothing.
 */
export async function runProgrammesCommand(
  action: string | undefined,
  args: string[],
  options: ProgrammeOptions,
  config: Config = loadConfig(),
  log: Log = (line) => console.log(line),
): Promise<number> {
  const given = PROGRAMME_OPTION_NAMES.filter((name) => options[name] !== undefined);
  try {
    if (action === 'list' && args.length === 0 && given.length === 0) {
      return await withDatabase(config, async ({ db }) => {
        const programmes = await listProgrammes(db, settingsOf(config));
        const rows = programmes.map((p) => [
          p.slug,
          p.prefix,
          p.name.en,
          String(p.registrations),
          String(p.trainers),
          String(p.paymentCodes),
          String(p.staff),
        ]);
        for (const line of table([['SLUG', 'PREFIX', 'NAME', 'REGISTRATIONS', 'TRAINERS', 'CODES', 'STAFF'], ...rows]))
          log(line);
        return 0;
      });
    }
    if (action === 'create' && args.length === 0) {
      const missing = (['slug', 'name', 'prefix'] as const).filter((name) => options[name] === undefined);
      if (missing.length > 0)
        return refused(`programmes create needs ${missing.map((name) => `--${name}`).join(', ')}.`);
      return await withDatabase(config, async (database) => {
        const programme = await withLogo(config, options.logo, undefined, (logoKey) =>
          createProgramme(database, settingsOf(config), {
            ...inputOf(options),
            slug: options.slug!,
            name: options.name!,
            prefix: options.prefix!,
            logoKey,
          }),
        );
        log(`Created programme ${programme.slug} in ${database.description}:`);
        for (const line of describe(programme)) log(line);
        log(`Make its staff with: npm run admin -- create --email you@example.org --programme ${programme.slug}`);
        return 0;
      });
    }
    if (action === 'delete' && args.length === 1) {
      if (given.length > 0) return refused('programmes delete takes the slug alone, no options.');
      return await withDatabase(config, async (database) => {
        const programme = await deleteProgramme(database, settingsOf(config), args[0]!);
        log(
          `Deleted programme ${programme.slug} (${programme.prefix}, ${programme.name.en}) from ${database.description}.`,
        );
        return 0;
      });
    }
    if (action === 'update' && args.length === 1) {
      if (options.slug !== undefined) return refused("A programme's slug stays as it was created.");
      return await withDatabase(config, async (database) => {
        const before = await findProgrammeBySlug(database.db, args[0]!);
        const programme = await withLogo(config, options.logo, before?.logo_key, (logoKey) =>
          updateProgramme(database, settingsOf(config), args[0]!, { ...inputOf(options), logoKey }),
        );
        log(`Changed programme ${programme.slug}:`);
        for (const line of describe(programme)) log(line);
        return 0;
      });
    }
  } catch (error) {
    if (error instanceof ProgrammeRefused) return refused(error.message);
    throw error;
  }
  if (action === 'update' || action === 'delete')
    return refused(`programmes ${action} needs the slug of one programme (see programmes list).`);
  console.error(`Usage:\n${PROGRAMMES_USAGE}`);
  return 2;
}

/**
 * Runs a create or update with the logo `--logo` names: prepared and stored first (a refused image
 * changes nothing), the programme's earlier logo deleted once the change is saved, the new one deleted
 * if it is refused. Without `--logo`, the logo stays as it is.
 */
async function withLogo(
  config: Config,
  file: string | undefined,
  earlierKey: string | null | undefined,
  change: (logoKey: string | null | undefined) => Promise<ProgrammeProfile>,
): Promise<ProgrammeProfile> {
  if (file === undefined) return change(undefined);
  const logo = file.trim() === '' ? null : await prepareLogo(file);
  const storage = await openStorage(config);
  try {
    const key = logo && (await storeLogo(storage, logo));
    let programme: ProgrammeProfile;
    try {
      programme = await change(key);
    } catch (error) {
      if (key) await storage.delete(key);
      throw error;
    }
    if (earlierKey && earlierKey !== key) await storage.delete(earlierKey);
    return programme;
  } finally {
    storage.close();
  }
}

function refused(message: string): number {
  console.error(`${message} Nothing was changed.`);
  return 2;
}
