/**
 * The registry's signing keys, live: one current Ed25519 private key that signs, and the public half and
 * life of every key before it, published at /.well-known/jwks.json so cards signed before a rotation still
 * verify. Each programme has its own (docs/decisions/043-programme-signing-keys.md): the default
 * programme's are the deployment's own, every other programme's are made the first time it signs
 * anything. They are kept in DATA_DIR/signing-keys.json, made at first start, or in the file SIGNING_KEY_FILE
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
  allKeys,
  programmeKeys,
  readSigningKeyFile,
  SigningKeyError,
  withKeyFileLock,
  withProgrammeKeys,
  writeSigningKeyFile,
  type KeyFile,
  type PublicJwk,
  type StoredKey,
} from './signing-key-file';

export { SigningKeyError } from './signing-key-file';

/** One programme's current key, signing: a card's credential, a document's proof. */
export interface ProgrammeSigner {
  /** The current key's id, which every new signature names. */
  readonly kid: string;
  /** A compact JWS of `payload` as JSON, with the protected header { alg: 'Ed25519', typ, kid }. */
  sign(payload: unknown, typ: string): Promise<string>;
  /**
   * The current key as a raw Ed25519 signer, for Data Integrity proofs: its id, and a function that
   * signs bytes with that very key, even if the file changes before it is called.
   */
  currentSigner(): RawSigner;
}

/**
 * The keys of the deployment. As a ProgrammeSigner it is the default programme's, which also signs the
 * status lists every programme shares (decision 041).
 */
export interface SigningKeys extends ProgrammeSigner {
  /**
   * Every programme's keys' public halves and lives, newest first, the default programme's first, as
   * served at /.well-known/jwks.json; another programme's carry its slug as `programme`.
   */
  readonly jwks: JSONWebKeySet;
  readonly file: string;
  /** One programme's published keys alone, as its DID document lists them; `null`: the default programme's. */
  programmeJwks(slug: string | null): JSONWebKeySet;
  /**
   * The signer of a programme (`null`: the default programme). A programme that has no key yet gets
   * its first, under the file's lock, so every instance sharing the file signs with the same one.
   */
  forProgramme(slug: string | null): Promise<ProgrammeSigner>;
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
const rotateCommand = (slug: string | null) =>
  slug === null ? ROTATE_COMMAND : `${ROTATE_COMMAND} --programme ${slug}`;

export function signingKeyFile(config: KeyFileConfig): string {
  return config.signingKeyFile ?? path.join(config.dataDir, 'signing-keys.json');
}

/** A new key whose id no key of `taken` has. */
async function newKey(taken: readonly StoredKey[] = []): Promise<StoredKey> {
  for (;;) {
    const { privateKey } = generateKeyPairSync('ed25519');
    const privateJwk = privateKey.export({ format: 'jwk' }) as PublicJwk & { d: string };
    const { d: _secret, ...publicJwk } = privateJwk;
    // A short key id keeps the QR code small; 12 characters of the RFC 7638 thumbprint never collide in
    // practice, and a verifier finds a key by its id alone, so an id is checked unique across the file.
    const kid = (await calculateJwkThumbprint(publicJwk)).slice(0, 12);
    if (!taken.some((key) => key.kid === kid))
      return { kid, createdAt: new Date().toISOString(), privateJwk, publicJwk };
  }
}

/** A key as published; another programme's names it (`programme`), the default programme's do not. */
export function publishedKey(key: StoredKey, programme: string | null = null): RegistryJwk {
  return {
    ...key.publicJwk,
    kid: key.kid,
    alg: CREDENTIAL_ALG,
    use: 'sig',
    ...(key.retiredAt ? { retired_at: key.retiredAt } : {}),
    ...(key.compromisedSince ? { compromised_since: key.compromisedSince } : {}),
    ...(key.untypedUntil ? { untyped_until: key.untypedUntil } : {}),
    ...(programme === null ? {} : { programme }),
  };
}

interface LoadedSigner {
  kid: string;
  privateKey: KeyObject;
}

interface LoadedKeys extends LoadedSigner {
  jwks: JSONWebKeySet;
  /** Each other programme's published keys, and its signer (null when its file entry holds no private key). */
  programmes: Map<string, { jwks: JSONWebKeySet; signer: LoadedSigner | null }>;
  /** Kept so that re-reading an old file that could not be rewritten does not move its marks. */
  untypedUntil: Map<string, string>;
}

function noPrivateKey(file: string, slug: string | null): SigningKeyError {
  const whose = slug === null ? '' : ` for programme ${slug}`;
  return new SigningKeyError(
    `The signing key file ${file} holds no private key${whose}, only the public keys that verify cards already ` +
      'printed (a backup made without --with-private-keys restores such a file). Add a signing key with ' +
      `\`${rotateCommand(slug)}\` (with the same DATA_DIR or SIGNING_KEY_FILE), then start the registry.`,
  );
}

function currentPrivateKey(file: string, key: StoredKey | undefined, slug: string | null = null): KeyObject {
  if (!key?.privateJwk) throw noPrivateKey(file, slug);
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
  const contents = readSigningKeyFile(file, { untypedUntil: previous?.untypedUntil, warn });
  const { keys } = contents;
  const [current] = keys;
  const privateKey = currentPrivateKey(file, current);
  const programmes = new Map(
    Object.entries(contents.programmes ?? {}).map(([slug, { keys: theirs }]) => {
      const [newest] = theirs;
      // A programme whose key cannot sign (a public-only restore) still verifies its cards; signing for it says why not.
      const signer = newest?.privateJwk ? { kid: newest.kid, privateKey: currentPrivateKey(file, newest, slug) } : null;
      return [slug, { jwks: { keys: theirs.map((key) => publishedKey(key, slug)) }, signer }] as const;
    }),
  );
  const every = [...keys.map((key) => publishedKey(key)), ...[...programmes.values()].flatMap(({ jwks }) => jwks.keys)];
  return {
    kid: current!.kid,
    privateKey,
    jwks: { keys: every },
    programmes,
    untypedUntil: new Map(
      allKeys(contents).flatMap((key) => (key.untypedUntil ? [[key.kid, key.untypedUntil] as const] : [])),
    ),
  };
}

function signerOf(loaded: () => LoadedSigner): ProgrammeSigner {
  return {
    get kid() {
      return loaded().kid;
    },
    sign(payload: unknown, typ: string): Promise<string> {
      const { kid, privateKey } = loaded();
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: CREDENTIAL_ALG, typ, kid })
        .sign(privateKey);
    },
    currentSigner(): RawSigner {
      const { kid, privateKey } = loaded();
      return { kid, sign: (data) => new Uint8Array(sign(null, data, privateKey)) };
    },
  };
}

class LiveSigningKeys implements SigningKeys {
  #loaded: LoadedKeys;
  readonly #stopWatching: () => void;
  readonly #default = signerOf(() => this.#loaded);
  /** A programme's first key being made, so two requests of one instance make one key. */
  readonly #making = new Map<string, Promise<void>>();

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
    return this.#default.sign(payload, typ);
  }

  currentSigner(): RawSigner {
    return this.#default.currentSigner();
  }

  programmeJwks(slug: string | null): JSONWebKeySet {
    if (slug === null)
      return { keys: (this.#loaded.jwks.keys as RegistryJwk[]).filter((key) => key.programme === undefined) };
    return this.#loaded.programmes.get(slug)?.jwks ?? { keys: [] };
  }

  async forProgramme(slug: string | null): Promise<ProgrammeSigner> {
    if (slug === null) return this.#default;
    if (!this.#loaded.programmes.has(slug)) {
      const making = this.#making.get(slug) ?? this.#makeFirstKey(slug);
      this.#making.set(slug, making);
      await making.finally(() => this.#making.delete(slug));
    }
    const signer = () => {
      const found = this.#loaded.programmes.get(slug)?.signer;
      if (!found) throw noPrivateKey(this.file, slug);
      return found;
    };
    signer();
    return signerOf(signer);
  }

  async #makeFirstKey(slug: string): Promise<void> {
    await addFirstProgrammeKey(this.file, slug);
    this.#loaded = loadKeys(this.file, this.warn, this.#loaded);
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
    writeSigningKeyFile(file, { keys: [await newKey()] });
  }
  return new LiveSigningKeys(file, loadKeys(file, warn), options.watchIntervalMs ?? WATCH_INTERVAL_MS, warn);
}

/**
 * A programme's first key, unless another instance or the command line made one meanwhile: the file is
 * read again inside its lock. The key is made before the lock is taken, so the lock is held only to write.
 */
async function addFirstProgrammeKey(file: string, slug: string): Promise<void> {
  const fresh = await newKey();
  try {
    withKeyFileLock(file, () => {
      const contents = readSigningKeyFile(file);
      if (programmeKeys(contents, slug).length > 0) return;
      if (allKeys(contents).some((key) => key.kid === fresh.kid))
        throw new SigningKeyError('Key id collision; try again.');
      writeSigningKeyFile(file, withProgrammeKeys(contents, slug, [fresh]));
    });
  } catch (error) {
    // A key file mounted read-only (a secret): the operator makes the key, once, from the command line.
    throw new SigningKeyError(
      `Programme ${slug} has no signing key yet, and this server could not add one to ${file} ` +
        `(${(error as Error).message}). Run \`${rotateCommand(slug)}\` with the same DATA_DIR or SIGNING_KEY_FILE.`,
    );
  }
}

/**
 * Adds a new current key to a programme's (`null`: the default programme's); its earlier keys keep only
 * their public half and life, so old cards still verify. Works on a file with no private key at all (a
 * restored public-only backup), and on no file at all, which it creates (a new key for the default
 * programme too when the rotation is another programme's, since a file always has one).
 */
export async function rotateSigningKeys(
  config: KeyFileConfig,
  options: { programme?: string | null } = {},
): Promise<{ file: string; kid: string; previous: string[] }> {
  const slug = options.programme ?? null;
  const file = signingKeyFile(config);
  const existing = fs.existsSync(file) ? readSigningKeyFile(file) : null;
  const taken = existing ? allKeys(existing) : [];
  const fresh = await newKey(taken);
  const defaultKeys = existing?.keys ?? (slug === null ? [] : [await newKey([fresh])]);
  return withKeyFileLock(file, () => {
    const contents: KeyFile = fs.existsSync(file) ? readSigningKeyFile(file) : { version: 2, keys: defaultKeys };
    const previous = programmeKeys(contents, slug).map(({ privateJwk: _private, ...rest }) => rest);
    writeSigningKeyFile(file, withProgrammeKeys(contents, slug, [fresh, ...previous]));
    return { file, kid: fresh.kid, previous: previous.map((key) => key.kid) };
  });
}

/** Which programme a key of the file is: null for the default programme's, undefined when no key has that id. */
export function programmeOfKey(contents: KeyFile, kid: string): string | null | undefined {
  if (contents.keys.some((key) => key.kid === kid)) return null;
  return Object.entries(contents.programmes ?? {}).find(([, { keys }]) => keys.some((key) => key.kid === kid))?.[0];
}

/**
 * Retires a key of a programme (`null`: the default programme) that no longer signs: nothing it signs
 * after now verifies. `compromisedSince` also withdraws what it signed from then on; a later call may
 * move that time earlier, never later.
 */
export function retireSigningKey(
  config: KeyFileConfig,
  kid: string,
  options: { compromisedSince?: Date; now?: Date; programme?: string | null } = {},
): { file: string; before: StoredKey; key: StoredKey; changed: boolean; keys: StoredKey[] } {
  const slug = options.programme ?? null;
  const file = signingKeyFile(config);
  return withKeyFileLock(file, () => {
    const contents = readSigningKeyFile(file);
    const keys = programmeKeys(contents, slug);
    const index = keys.findIndex((key) => key.kid === kid);
    const key = keys[index];
    if (!key) {
      const owner = programmeOfKey(contents, kid);
      if (owner !== undefined)
        throw new SigningKeyError(
          owner === null
            ? `${kid} is the default programme's key: leave out --programme.`
            : `${kid} is programme ${owner}'s key: add --programme ${owner}.`,
        );
      throw new SigningKeyError(
        `No signing key has the id ${kid}. The keys in ${file} are: ${allKeys(contents)
          .map((k) => k.kid)
          .join(', ')}.`,
      );
    }
    if (index === 0 && key.privateJwk)
      throw new SigningKeyError(
        `${kid} is the current signing key: it signs every new card, so it cannot be retired. Run ` +
          `\`${rotateCommand(slug)}\` first, wait until every running instance signs with the new key (within ` +
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
    const after = keys.map((each, i) => (i === index ? updated : each));
    if (changed) writeSigningKeyFile(file, withProgrammeKeys(contents, slug, after));
    return { file, before: key, key: updated, changed, keys: after };
  });
}
