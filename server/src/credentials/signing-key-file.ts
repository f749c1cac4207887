/**
 * The signing key file, mode 0600, newest key first:
 *
 *   { "version": 2, "keys": [{ kid, createdAt, privateJwk?, publicJwk, retiredAt?, compromisedSince?, untypedUntil? }] }
 *
 * `keys` are the default programme's (the deployment's own identity). Every other programme's keys are
 * in `programmes`, by slug, in the same form; a file with any is version 3, so that a release before
 * programmes had keys refuses it rather than rewrite it without them (docs/decisions/043-programme-signing-keys.md):
 *
 *   { "version": 3, "keys": [...], "programmes": { "north-valley": { "keys": [...] } } }
 *
 * Only the current (first) key of each list keeps `privateJwk`. The lives are ISO 8601 times, published
 * with the key (common/credential.ts's KeyLife). A file without `version` was written by a release whose
 * cards carried no `typ`: reading it marks every key `untypedUntil` (see readSigningKeyFile).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const KEY_FILE_VERSION = 2;
/** The version of a file that holds programmes' keys besides the default programme's. */
export const PROGRAMME_KEY_FILE_VERSION = 3;
type KeyFileVersion = typeof KEY_FILE_VERSION | typeof PROGRAMME_KEY_FILE_VERSION;

const jwkSchema = z.looseObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) });
const isoTime = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');
const keySchema = z.object({
  kid: z.string().min(1),
  createdAt: z.string(),
  privateJwk: jwkSchema.extend({ d: z.string().min(1) }).optional(),
  publicJwk: jwkSchema,
  retiredAt: isoTime.optional(),
  compromisedSince: isoTime.optional(),
  untypedUntil: isoTime.optional(),
});
const programmeSlug = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
const fileSchema = z.object({
  version: z.union([z.literal(KEY_FILE_VERSION), z.literal(PROGRAMME_KEY_FILE_VERSION)]).optional(),
  keys: z.array(keySchema).min(1),
  programmes: z.record(programmeSlug, z.object({ keys: z.array(keySchema).min(1) })).optional(),
});

export type PublicJwk = z.infer<typeof jwkSchema>;
export type StoredKey = z.infer<typeof keySchema>;
export interface KeyFile {
  version: KeyFileVersion;
  /** The default programme's keys. */
  keys: StoredKey[];
  /** Every other programme's keys, by slug; absent while none has any. */
  programmes?: Record<string, { keys: StoredKey[] }>;
}

/** The version a file with these contents is written as: 3 once a programme other than the default has keys. */
function versionOf(contents: Omit<KeyFile, 'version'>): KeyFileVersion {
  return Object.keys(contents.programmes ?? {}).length > 0 ? PROGRAMME_KEY_FILE_VERSION : KEY_FILE_VERSION;
}

/** The file's keys of a programme, newest first: the top-level list for the default programme (null). */
export function programmeKeys(contents: KeyFile, slug: string | null): StoredKey[] {
  return slug === null ? contents.keys : (contents.programmes?.[slug]?.keys ?? []);
}

/** The same file with a programme's keys replaced (the default programme's for null). */
export function withProgrammeKeys(contents: KeyFile, slug: string | null, keys: StoredKey[]): KeyFile {
  if (slug === null) return { ...contents, keys };
  const programmes = { ...contents.programmes, [slug]: { keys } };
  return { ...contents, programmes };
}

/** Every key of the file, whichever programme's: ids are unique across the file. */
export function allKeys(contents: KeyFile): StoredKey[] {
  return [...contents.keys, ...Object.values(contents.programmes ?? {}).flatMap((programme) => programme.keys)];
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

/**
 * Writes the file whole, through a temporary file, so a crash or a reader never sees half a key. A file
 * rewritten by root (`sudo npm run admin -- keys rotate`) keeps its owner, or the server could no longer read it.
 */
export function writeSigningKeyFile(file: string, contents: Omit<KeyFile, 'version'> & { version?: number }): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const { keys, programmes } = contents;
  const version = versionOf(contents);
  const written: KeyFile = version === KEY_FILE_VERSION ? { version, keys } : { version, keys, programmes };
  try {
    fs.writeFileSync(temporary, `${JSON.stringify(written, null, 2)}\n`, { mode: 0o600 });
    const owner = fs.statSync(file, { throwIfNoEntry: false });
    if (owner && process.geteuid?.() === 0) fs.chownSync(temporary, owner.uid, owner.gid);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The file's keys as version 2 or 3 (with programmes' keys). A version 1 file is upgraded: its keys signed cards without `typ` until
 * now (or until the time `untypedUntil` already gives a key, so reading the same old file twice never
 * moves the mark), and the file is rewritten when it can be; a read-only one keeps the marks in memory.
 * `rewrite: false` (a backup) leaves the file alone: a backup run as another user must not take it over.
 */
export function readSigningKeyFile(
  file: string,
  options: {
    now?: Date;
    untypedUntil?: ReadonlyMap<string, string>;
    rewrite?: boolean;
    /** Where a warning goes: the server's log, or the console for a command-line tool. */
    warn?: (message: string) => void;
  } = {},
): KeyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SigningKeyError(`The signing key file ${file} could not be read: ${(error as Error).message}`);
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version !== undefined && version !== KEY_FILE_VERSION && version !== PROGRAMME_KEY_FILE_VERSION)
    throw new SigningKeyError(
      `The signing key file ${file} has version ${String(version)}, which this release cannot read; it was written by a newer one.`,
    );
  const result = fileSchema.safeParse(parsed);
  if (!result.success) throw new SigningKeyError(`The signing key file ${file} is not a key file this registry wrote.`);
  const { version: read, keys, programmes } = result.data;
  if (read !== undefined) return { version: read, keys, ...(programmes ? { programmes } : {}) };

  const now = (options.now ?? new Date()).toISOString();
  const upgraded: KeyFile = {
    version: KEY_FILE_VERSION,
    keys: keys.map((key) => ({ ...key, untypedUntil: options.untypedUntil?.get(key.kid) ?? now })),
  };
  if (options.rewrite === false) return upgraded;
  try {
    writeSigningKeyFile(file, upgraded);
  } catch (error) {
    (options.warn ?? console.warn)(
      `The signing key file ${file} could not be rewritten in the new format (${(error as Error).message}); ` +
        'its keys are marked in memory only.',
    );
  }
  return upgraded;
}

/** The same keys with their public halves and lives only: what a backup holds unless asked for more. */
export function withoutPrivateKeys(contents: KeyFile): KeyFile {
  const publicOnly = (keys: StoredKey[]) => keys.map(({ privateJwk: _private, ...rest }) => rest);
  const programmes = Object.entries(contents.programmes ?? {}).map(
    ([slug, programme]) => [slug, { keys: publicOnly(programme.keys) }] as const,
  );
  return {
    version: contents.version,
    keys: publicOnly(contents.keys),
    ...(programmes.length > 0 ? { programmes: Object.fromEntries(programmes) } : {}),
  };
}

const LOCK_WAIT_MS = 10_000;
/** A lock left by a process that died while holding it: no writer holds it this long. */
const LOCK_STALE_MS = 30_000;

/**
 * Runs `change` holding the key file's lock (`<file>.lock`, made exclusively), so two writers (the
 * command line, or servers adding a programme's first key) never both read the file and each write
 * back a version without the other's key. Every writer re-reads the file inside the lock.
 */
export function withKeyFileLock<T>(file: string, change: () => T): T {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new SigningKeyError(`The signing key file ${file} cannot be locked: ${(error as Error).message}`);
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline)
        throw new SigningKeyError(
          `The signing key file ${file} is locked by another writer (${lock}); try again, or remove the lock if no keys command is running.`,
        );
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
