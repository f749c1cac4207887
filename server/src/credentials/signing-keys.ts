/**
 * The registry's signing keys, live: one current Ed25519 private key that signs, and the public half and
 * life of every key before it, published at /.well-known/jwks.json so cards signed before a rotation still
 * verify. They are kept in DATA_DIR/signing-keys.json, made at first start, or in the file SIGNING_KEY_FILE
 * names (for several instances sharing one key); signing-key-file.ts holds its format. `npm run admin --
 * keys rotate|retire` change the file, and every running instance reading it picks the change up within
 * seconds, without a restart.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, CompactSign, type JSONWebKeySet } from 'jose';
import { CREDENTIAL_ALG, type RegistryJwk } from '#common/credential';
import {
  KEY_FILE_VERSION,
  readSigningKeyFile,
  SigningKeyError,
  writeSigningKeyFile,
  type PublicJwk,
  type StoredKey,
} from './signing-key-file';

export { SigningKeyError } from './signing-key-file';

export interface SigningKeys {
  /** The current key's id, which every new signature names. */
  readonly kid: string;
  /** Every key's public half and life, newest first, as served at /.well-known/jwks.json. */
  readonly jwks: JSONWebKeySet;
  readonly file: string;
  /** A compact JWS of `payload` as JSON, with the protected header { alg: 'Ed25519', typ, kid }. */
  sign(payload: unknown, typ: string): Promise<string>;
  /**
   * The current key as a raw Ed25519 signer, for Data Integrity proofs: its id, and a function that
   * signs bytes with that very key, even if the file changes before it is called.
   */
  currentSigner(): RawSigner;
  /** Reads the file again; a file that cannot be used leaves the keys as they were, with a warning. */
  reload(): Promise<void>;
  /** Stops watching the file. */
  close(): void;
}

export interface RawSigner {
  kid: string;
  sign(data: Uint8Array): Uint8Array;
}

export interface KeyFileConfig {
  dataDir: string;
  signingKeyFile: string | null;
}

const WATCH_INTERVAL_MS = 5_000;
export const ROTATE_COMMAND = 'npm run admin -- keys rotate';

export function signingKeyFile(config: KeyFileConfig): string {
  return config.signingKeyFile ?? path.join(config.dataDir, 'signing-keys.json');
}

async function newKey(): Promise<StoredKey> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const privateJwk = privateKey.export({ format: 'jwk' }) as PublicJwk & { d: string };
  const { d: _secret, ...publicJwk } = privateJwk;
  // A short key id keeps the QR code small; 12 characters of the RFC 7638 thumbprint never collide in practice.
  const kid = (await calculateJwkThumbprint(publicJwk)).slice(0, 12);
  return { kid, createdAt: new Date().toISOString(), privateJwk, publicJwk };
}

export function publishedKey(key: StoredKey): RegistryJwk {
  return {
    ...key.publicJwk,
    kid: key.kid,
    alg: CREDENTIAL_ALG,
    use: 'sig',
    ...(key.retiredAt ? { retired_at: key.retiredAt } : {}),
    ...(key.compromisedSince ? { compromised_since: key.compromisedSince } : {}),
    ...(key.untypedUntil ? { untyped_until: key.untypedUntil } : {}),
  };
}

interface LoadedKeys {
  kid: string;
  privateKey: KeyObject;
  jwks: JSONWebKeySet;
  /** Kept so that re-reading an old file that could not be rewritten does not move its marks. */
  untypedUntil: Map<string, string>;
}

function currentPrivateKey(file: string, key: StoredKey | undefined): KeyObject {
  if (!key?.privateJwk)
    throw new SigningKeyError(
      `The signing key file ${file} holds no private key, only the public keys that verify cards already ` +
        'printed (a backup made without --with-private-keys restores such a file). Add a signing key with ' +
        `\`${ROTATE_COMMAND}\` (with the same DATA_DIR or SIGNING_KEY_FILE), then start the registry.`,
    );
  try {
    const privateKey = createPrivateKey({ key: key.privateJwk, format: 'jwk' });
    // A private key that does not match its published half would sign cards no verifier accepts.
    if ((createPublicKey(privateKey).export({ format: 'jwk' }) as PublicJwk).x === key.publicJwk.x) return privateKey;
  } catch {
    // reported below
  }
  throw new SigningKeyError(`The current key ${key.kid} in ${file} is not a usable Ed25519 private key.`);
}

type Warn = (message: string) => void;

function loadKeys(file: string, warn: Warn, previous?: LoadedKeys): LoadedKeys {
  const { keys } = readSigningKeyFile(file, { untypedUntil: previous?.untypedUntil, warn });
  const [current] = keys;
  const privateKey = currentPrivateKey(file, current);
  return {
    kid: current!.kid,
    privateKey,
    jwks: { keys: keys.map(publishedKey) },
    untypedUntil: new Map(keys.flatMap((key) => (key.untypedUntil ? [[key.kid, key.untypedUntil] as const] : []))),
  };
}

class LiveSigningKeys implements SigningKeys {
  #loaded: LoadedKeys;
  readonly #stopWatching: () => void;

  constructor(
    readonly file: string,
    loaded: LoadedKeys,
    watchIntervalMs: number,
    private readonly warn: Warn,
  ) {
    this.#loaded = loaded;
    const changed = (current: fs.Stats, previous: fs.Stats) => {
      if (current.mtimeMs !== previous.mtimeMs || current.ino !== previous.ino) void this.reload();
    };
    fs.watchFile(file, { interval: watchIntervalMs, persistent: false }, changed);
    this.#stopWatching = () => fs.unwatchFile(file, changed);
  }

  get kid(): string {
    return this.#loaded.kid;
  }

  get jwks(): JSONWebKeySet {
    return this.#loaded.jwks;
  }

  sign(payload: unknown, typ: string): Promise<string> {
    const { kid, privateKey } = this.#loaded;
    return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: CREDENTIAL_ALG, typ, kid })
      .sign(privateKey);
  }

  currentSigner(): RawSigner {
    const { kid, privateKey } = this.#loaded;
    return { kid, sign: (data) => new Uint8Array(sign(null, data, privateKey)) };
  }

  reload(): Promise<void> {
    try {
      this.#loaded = loadKeys(this.file, this.warn, this.#loaded);
    } catch (error) {
      this.warn(`Kept the signing keys in use, key ${this.#loaded.kid} signing: ${(error as Error).message}`);
    }
    return Promise.resolve();
  }

  close(): void {
    this.#stopWatching();
  }
}

/**
 * The keys to sign with, kept up to date with their file. A missing file under DATA_DIR is created; a
 * missing SIGNING_KEY_FILE is an error, because instances that each made their own key would sign cards
 * the others' key sets reject.
 */
export async function openSigningKeys(
  config: KeyFileConfig,
  options: { watchIntervalMs?: number; warn?: Warn } = {},
): Promise<SigningKeys> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const file = signingKeyFile(config);
  if (!fs.existsSync(file)) {
    if (config.signingKeyFile)
      throw new SigningKeyError(
        `SIGNING_KEY_FILE names ${file}, which does not exist. Create it once with \`${ROTATE_COMMAND}\` ` +
          '(with the same SIGNING_KEY_FILE) and give every instance the same file.',
      );
    writeSigningKeyFile(file, { version: KEY_FILE_VERSION, keys: [await newKey()] });
  }
  return new LiveSigningKeys(file, loadKeys(file, warn), options.watchIntervalMs ?? WATCH_INTERVAL_MS, warn);
}

/**
 * Adds a new current key; earlier keys keep only their public half and life, so old cards still verify.
 * Works on a file with no private key at all (a restored public-only backup).
 */
export async function rotateSigningKeys(
  config: KeyFileConfig,
): Promise<{ file: string; kid: string; previous: string[] }> {
  const file = signingKeyFile(config);
  const existing = fs.existsSync(file) ? readSigningKeyFile(file).keys : [];
  const fresh = await newKey();
  const previous = existing.map(({ privateJwk: _private, ...rest }) => rest);
  writeSigningKeyFile(file, { version: KEY_FILE_VERSION, keys: [fresh, ...previous] });
  return { file, kid: fresh.kid, previous: previous.map((key) => key.kid) };
}

/**
 * Retires a key that no longer signs: nothing it signs after now verifies. `compromisedSince` also
 * withdraws what it signed from then on; a later call may move that time earlier, never later.
 */
export function retireSigningKey(
  config: KeyFileConfig,
  kid: string,
  options: { compromisedSince?: Date; now?: Date } = {},
): { file: string; before: StoredKey; key: StoredKey; changed: boolean } {
  const file = signingKeyFile(config);
  const contents = readSigningKeyFile(file);
  const index = contents.keys.findIndex((key) => key.kid === kid);
  const key = contents.keys[index];
  if (!key)
    throw new SigningKeyError(
      `No signing key has the id ${kid}. The keys in ${file} are: ${contents.keys.map((k) => k.kid).join(', ')}.`,
    );
  if (index === 0 && key.privateJwk)
    throw new SigningKeyError(
      `${kid} is the current signing key: it signs every new card, so it cannot be retired. Run ` +
        `\`${ROTATE_COMMAND}\` first, wait until every running instance signs with the new key (within ` +
        `seconds; restart any instance of an older release), then retire ${kid}.`,
    );
  const since = options.compromisedSince?.toISOString();
  if (since && key.compromisedSince && Date.parse(since) > Date.parse(key.compromisedSince))
    throw new SigningKeyError(
      `${kid} is already marked compromised since ${key.compromisedSince}; that time can be moved earlier, never later.`,
    );
  const updated: StoredKey = {
    ...key,
    retiredAt: key.retiredAt ?? (options.now ?? new Date()).toISOString(),
    ...(since ? { compromisedSince: since } : {}),
  };
  const changed = updated.retiredAt !== key.retiredAt || updated.compromisedSince !== key.compromisedSince;
  if (changed) {
    contents.keys[index] = updated;
    writeSigningKeyFile(file, contents);
  }
  return { file, before: key, key: updated, changed };
}
