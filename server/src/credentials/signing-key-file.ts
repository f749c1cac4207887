/**
 * The signing key file, mode 0600, newest key first:
 *
 *   { "version": 2, "keys": [{ kid, createdAt, privateJwk?, publicJwk, retiredAt?, compromisedSince?, untypedUntil? }] }
 *
 * Only the current (first) key keeps `privateJwk`. The lives are ISO 8601 times, published with the key
 * (common/credential.ts's KeyLife). A file without `version` was written by a release whose cards carried
 * no `typ`: reading it marks every key `untypedUntil` (see readSigningKeyFile).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const KEY_FILE_VERSION = 2;

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
const fileSchema = z.object({ version: z.literal(KEY_FILE_VERSION).optional(), keys: z.array(keySchema).min(1) });

export type PublicJwk = z.infer<typeof jwkSchema>;
export type StoredKey = z.infer<typeof keySchema>;
export interface KeyFile {
  version: typeof KEY_FILE_VERSION;
  keys: StoredKey[];
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

/**
 * Writes the file whole, through a temporary file, so a crash or a reader never sees half a key. A file
 * rewritten by root (`sudo npm run admin -- keys rotate`) keeps its owner, or the server could no longer read it.
 */
export function writeSigningKeyFile(file: string, contents: KeyFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
    const owner = fs.statSync(file, { throwIfNoEntry: false });
    if (owner && process.geteuid?.() === 0) fs.chownSync(temporary, owner.uid, owner.gid);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The file's keys as version 2. A version 1 file is upgraded: its keys signed cards without `typ` until
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
  if (version !== undefined && version !== KEY_FILE_VERSION)
    throw new SigningKeyError(
      `The signing key file ${file} has version ${String(version)}, which this release cannot read; it was written by a newer one.`,
    );
  const result = fileSchema.safeParse(parsed);
  if (!result.success) throw new SigningKeyError(`The signing key file ${file} is not a key file this registry wrote.`);
  if (result.data.version === KEY_FILE_VERSION) return { version: KEY_FILE_VERSION, keys: result.data.keys };

  const now = (options.now ?? new Date()).toISOString();
  const upgraded: KeyFile = {
    version: KEY_FILE_VERSION,
    keys: result.data.keys.map((key) => ({ ...key, untypedUntil: options.untypedUntil?.get(key.kid) ?? now })),
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
  return { version: KEY_FILE_VERSION, keys: contents.keys.map(({ privateJwk: _private, ...rest }) => rest) };
}
