/**
 * `npm run admin -- keys list|rotate|retire [--programme S]`: the signing keys behind every card's QR
 * code, the default programme's unless --programme names another (docs/decisions/043-programme-signing-keys.md).
 */
import fs from 'node:fs';
import { loadConfig, type Config } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEFAULT_PROGRAMME_ID } from '../db/schema';
import { findProgrammeBySlug } from '../programmes/programme-repository';
import { unknownProgramme } from '../programmes/programme-service';
import { reissueCardsOfKey, type ReissueDeps } from './compromised-key-service';
import { programmeKeys, readSigningKeyFile, type StoredKey } from './signing-key-file';
import {
  retireSigningKey,
  ROTATE_COMMAND,
  rotateSigningKeys,
  signingKeyFile,
  SigningKeyError,
  type KeyFileConfig,
} from './signing-keys';

export const KEYS_USAGE =
  'npm run admin -- keys list [--programme S]     (every signing key and its state, newest first)\n' +
  '       npm run admin -- keys rotate [--programme S]   (adds a new signing key; earlier cards still verify)\n' +
  '       npm run admin -- keys retire KID [--programme S] [--compromised-since TIME]\n' +
  '                                      (anything KID signs from now on fails to verify; with --compromised-since,\n' +
  '                                      nothing it ever signed does, and its cards in force are re-issued; TIME: ISO 8601 with a zone)\n' +
  '       S: the programme whose keys these are; the default programme without it';

/** What the keys commands read: the key file, and for a compromise the database and what an email needs. */
export type KeysConfig = KeyFileConfig &
  Pick<Config, 'databaseUrl' | 'sqliteFile' | 'dbCacheBytes'> &
  ReissueDeps['config'];

type Log = (line: string) => void;

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The time a key was compromised since: ISO 8601 with a zone, a real date, not in the future. Else why not. */
export function parseCompromisedSince(text: string, now = new Date()): Date | string {
  const match = ISO_WITH_ZONE.exec(text);
  const time = Date.parse(text);
  const [year, month, day] = (match?.slice(1, 4) ?? []).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (!match || Number.isNaN(time) || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return `--compromised-since needs a date and time with its zone, such as 2026-03-01T09:30:00Z or 2026-03-01T10:30:00+01:00 (got ${text}).`;
  if (time > now.getTime()) return `--compromised-since ${text} is in the future.`;
  return new Date(time);
}

const shown = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function state(key: StoredKey, signing: boolean): string {
  const states = [
    signing ? 'signs new cards' : key.retiredAt ? `retired since ${shown(key.retiredAt)}` : 'verifies older cards',
  ];
  if (key.compromisedSince) states.push(`compromised since ${shown(key.compromisedSince)}`);
  return states.join(', ');
}

/** The programme whose keys a command changes: its slug in the key file (null: the default programme's) and its id. */
interface KeysProgramme {
  slug: string | null;
  id: number;
}
const DEFAULT_KEYS: KeysProgramme = { slug: null, id: DEFAULT_PROGRAMME_ID };
const withOption = (programme: KeysProgramme) => (programme.slug === null ? '' : ` --programme ${programme.slug}`);
const ofProgramme = (slug: string | null) => (slug === null ? '' : ` of programme ${slug}`);

/** The programme --programme names, from the database; a string says why there is none. */
async function programmeOption(config: KeysConfig, slug: string | undefined): Promise<KeysProgramme | string> {
  if (slug === undefined) return DEFAULT_KEYS;
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const row = await findProgrammeBySlug(database.db, slug.trim());
    if (!row) return unknownProgramme(slug.trim());
    return row.is_default === 1 ? DEFAULT_KEYS : { slug: row.slug, id: row.id };
  } finally {
    await database.db.destroy();
  }
}

function listKeys(keys: StoredKey[], slug: string | null, log: Log): void {
  for (const [i, key] of keys.entries())
    log(`  ${key.kid}  created ${shown(key.createdAt)}  ${state(key, i === 0 && key.privateJwk !== undefined)}`);
  if (!keys[0]?.privateJwk)
    log(
      slug === null
        ? `No key signs new cards: run ${ROTATE_COMMAND} before starting the registry.`
        : `No key signs new cards of programme ${slug}: run ${ROTATE_COMMAND} --programme ${slug}.`,
    );
}

/** The default programme's keys as before programmes had keys, then each other programme's; or one programme's. */
function list(config: KeyFileConfig, programme: KeysProgramme | null, log: Log): number {
  const file = signingKeyFile(config);
  if (!fs.existsSync(file)) {
    log(`No signing key file at ${file} yet: the server makes one at its first start, or run ${ROTATE_COMMAND}.`);
    return 0;
  }
  const contents = readSigningKeyFile(file, { rewrite: false });
  if (programme?.slug) {
    const keys = programmeKeys(contents, programme.slug);
    if (keys.length === 0)
      log(`Programme ${programme.slug} has no signing key yet: one is made when it first signs a card.`);
    else log(`Signing keys of programme ${programme.slug} in ${file}, newest first:`);
    listKeys(keys, programme.slug, log);
    return 0;
  }
  const others = programme === null ? Object.entries(contents.programmes ?? {}) : [];
  log(`Signing keys${others.length ? ' of the default programme' : ''} in ${file}, newest first:`);
  listKeys(contents.keys, null, log);
  for (const [slug, { keys }] of others) {
    log(`Signing keys of programme ${slug}, newest first:`);
    listKeys(keys, slug, log);
  }
  return 0;
}

async function rotate(config: KeyFileConfig, programme: KeysProgramme, log: Log): Promise<number> {
  const { file, kid, previous } = await rotateSigningKeys(config, { programme: programme.slug });
  log(
    `New signing key ${kid}${ofProgramme(programme.slug)} in ${file}; running servers that read this file sign with it within seconds.`,
  );
  if (previous.length) log(`Earlier keys kept for verifying older cards: ${previous.join(', ')}.`);
  return 0;
}

/**
 * Every card in force the compromised key may have signed gets a new one under the current key, and its
 * handler an email. Run on every retire of a compromised key, so a run cut short is finished by the next.
 */
async function reissueCards(config: KeysConfig, kid: string, programme: KeysProgramme, log: Log): Promise<void> {
  const keys = programmeKeys(readSigningKeyFile(signingKeyFile(config)), programme.slug);
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const deps = { db: database.db, changes: database.changes, config };
    const { count, until } = await reissueCardsOfKey(deps, keys, kid, 'command line', programme.id);
    if (!until) return;
    const current = keys[0]?.kid;
    log(
      count === 0
        ? `No card in force${ofProgramme(programme.slug)} was issued before ${shown(until)}, when ${kid} last signed: none to re-issue.`
        : `Re-issued ${count}${ofProgramme(programme.slug)} card${count === 1 ? '' : 's'} in force under key ${current}, each handler told by email: every card issued before ${shown(until)} may carry ${kid}'s signature.`,
    );
  } finally {
    await database.db.destroy();
  }
}

async function retire(
  config: KeysConfig,
  kid: string,
  compromisedSince: Date | undefined,
  programme: KeysProgramme,
  log: Log,
): Promise<number> {
  const { file, before, key, changed } = retireSigningKey(config, kid, { compromisedSince, programme: programme.slug });
  const retiredAt = shown(key.retiredAt!);
  if (before.retiredAt) log(`${kid} was already retired, since ${retiredAt}.`);
  else
    log(
      key.compromisedSince
        ? `Retired ${kid} in ${file} since ${retiredAt}.`
        : `Retired ${kid} in ${file} since ${retiredAt}: cards it signed until then still verify, anything signed with it later does not.`,
    );
  if (key.compromisedSince !== before.compromisedSince)
    log(
      `Marked ${kid} compromised since ${shown(key.compromisedSince!)}: nothing signed with it verifies any more, whatever date it bears.`,
    );
  log(
    changed
      ? 'Running servers publish the change within seconds; verifiers see it when they next fetch the key set.'
      : `Nothing changed in ${file}.`,
  );
  if (key.compromisedSince) await reissueCards(config, kid, programme, log);
  return 0;
}

function usageError(message: string): number {
  console.error(`${message}\n\nUsage: ${KEYS_USAGE}`);
  return 2;
}

/** 0 done, 2 a usage error, 1 refused (the message says why). */
export async function runKeysCommand(
  action: string | undefined,
  args: string[],
  options: { compromisedSince?: string; programme?: string } = {},
  config: KeysConfig = loadConfig(),
  log: Log = (line) => console.log(line),
): Promise<number> {
  if (options.compromisedSince !== undefined && action !== 'retire')
    return usageError('--compromised-since goes with keys retire only.');
  try {
    const known = ['list', 'rotate', 'retire'].includes(action ?? '');
    const programme = known ? await programmeOption(config, options.programme) : DEFAULT_KEYS;
    if (typeof programme === 'string') return usageError(programme);
    if (action === 'list' && args.length === 0)
      return list(config, options.programme === undefined ? null : programme, log);
    if (action === 'rotate' && args.length === 0) return await rotate(config, programme, log);
    if (action === 'retire') {
      if (args.length !== 1)
        return usageError(`keys retire needs the id of one key (see keys list${withOption(programme)}).`);
      const since =
        options.compromisedSince === undefined ? undefined : parseCompromisedSince(options.compromisedSince);
      if (typeof since === 'string') return usageError(since);
      return await retire(config, args[0]!, since, programme, log);
    }
  } catch (error) {
    if (!(error instanceof SigningKeyError)) throw error;
    console.error(error.message);
    return 1;
  }
  return usageError(
    action === undefined
      ? 'keys needs list, rotate or retire.'
      : `Unknown keys command: ${[action, ...args].join(' ')}`,
  );
}
