/**
 * The registry's signing keys: one current Ed25519 private key and the public keys of every key before
 * it, so cards signed before a rotation still verify. Kept in one JSON file, written with mode 0600:
 * `DATA_DIR/signing-keys.json`, made at first start, or the file SIGNING_KEY_FILE names (for several
 * instances sharing one key). `npm run admin -- keys rotate` adds a key.
 */
import { generateKeyPairSync, createPrivateKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import { z } from 'zod';
import { CREDENTIAL_ALG } from '#common/credential';

const jwkSchema = z.looseObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) });
const fileSchema = z.object({
  keys: z
    .array(
      z.object({
        kid: z.string().min(1),
        createdAt: z.string(),
        /** Present for the current key only; earlier keys keep their public half. */
        privateJwk: jwkSchema.extend({ d: z.string().min(1) }).optional(),
        publicJwk: jwkSchema,
      }),
    )
    .min(1),
});
type KeyFile = z.infer<typeof fileSchema>;

export interface SigningKeys {
  kid: string;
  privateKey: KeyObject;
  /** Every public key, newest first, as served at /.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  file: string;
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

export function signingKeyFile(config: { dataDir: string; signingKeyFile: string | null }): string {
  return config.signingKeyFile ?? path.join(config.dataDir, 'signing-keys.json');
}

async function newKey(): Promise<KeyFile['keys'][number]> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const privateJwk = privateKey.export({ format: 'jwk' }) as z.infer<typeof jwkSchema> & { d: string };
  const { d: _secret, ...publicJwk } = privateJwk;
  // A short key id keeps the QR code small; 12 characters of the RFC 7638 thumbprint never collide in practice.
  const kid = (await calculateJwkThumbprint(publicJwk as JWK)).slice(0, 12);
  return { kid, createdAt: new Date().toISOString(), privateJwk, publicJwk };
}

/** Writes the file whole, through a temporary file, so a crash never leaves half a key. */
function writeKeyFile(file: string, contents: KeyFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

function readKeyFile(file: string): KeyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SigningKeyError(`The signing key file ${file} could not be read: ${(error as Error).message}`);
  }
  const result = fileSchema.safeParse(parsed);
  if (!result.success || !result.data.keys[0]?.privateJwk)
    throw new SigningKeyError(
      `The signing key file ${file} is not a key file this registry wrote (its first key needs a private part).`,
    );
  return result.data;
}

function toSigningKeys(file: string, contents: KeyFile): SigningKeys {
  const [current] = contents.keys;
  if (!current?.privateJwk) throw new SigningKeyError(`The signing key file ${file} has no current private key.`);
  return {
    kid: current.kid,
    privateKey: createPrivateKey({ key: current.privateJwk, format: 'jwk' }),
    jwks: {
      keys: contents.keys.map(({ kid, publicJwk }) => ({ ...publicJwk, kid, alg: CREDENTIAL_ALG, use: 'sig' })),
    },
    file,
  };
}

/**
 * The keys to sign with. A missing file under DATA_DIR is created; a missing SIGNING_KEY_FILE is an
 * error, because instances that each made their own key would sign cards the others' key sets reject.
 */
export async function openSigningKeys(config: {
  dataDir: string;
  signingKeyFile: string | null;
}): Promise<SigningKeys> {
  const file = signingKeyFile(config);
  if (!fs.existsSync(file)) {
    if (config.signingKeyFile)
      throw new SigningKeyError(
        `SIGNING_KEY_FILE names ${file}, which does not exist. Create it once with \`npm run admin -- keys rotate\` ` +
          '(with the same SIGNING_KEY_FILE) and give every instance the same file.',
      );
    writeKeyFile(file, { keys: [await newKey()] });
  }
  return toSigningKeys(file, readKeyFile(file));
}

/** Adds a new current key; earlier keys keep only their public half, so old cards still verify. */
export async function rotateSigningKeys(config: { dataDir: string; signingKeyFile: string | null }): Promise<{
  file: string;
  kid: string;
  previous: string[];
}> {
  const file = signingKeyFile(config);
  const existing = fs.existsSync(file) ? readKeyFile(file).keys : [];
  const fresh = await newKey();
  const previous = existing.map(({ privateJwk: _private, ...rest }) => rest);
  writeKeyFile(file, { keys: [fresh, ...previous] });
  return { file, kid: fresh.kid, previous: previous.map((key) => key.kid) };
}
