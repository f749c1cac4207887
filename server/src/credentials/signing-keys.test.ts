/** The signing key file and the live keys read from it, on real files; `npm run admin -- keys` as run by an operator. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TYP, verifiedToken, type RegistryJwk } from '#common/credential';
import { parseCompromisedSince } from './keys-command';
import {
  openSigningKeys,
  retireSigningKey,
  rotateSigningKeys,
  SigningKeyError,
  type KeyFileConfig,
  type SigningKeys,
} from './signing-keys';

const run = promisify(execFile);
const opened: SigningKeys[] = [];
afterEach(() => opened.splice(0).forEach((keys) => keys.close()));

const newConfig = (): KeyFileConfig & { file: string } => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-keys-'));
  return { dataDir, signingKeyFile: null, file: path.join(dataDir, 'signing-keys.json') };
};
const open = async (config: KeyFileConfig, options?: { watchIntervalMs?: number }) => {
  const keys = await openSigningKeys(config, options);
  opened.push(keys);
  return keys;
};
const readFile = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: number; keys: object[] };
const published = (keys: SigningKeys) => keys.jwks.keys as RegistryJwk[];

/** A key file as releases before version 2 wrote it: two keys, no version, no lives. */
async function versionOneFile(config: KeyFileConfig & { file: string }): Promise<string[]> {
  await rotateSigningKeys(config);
  await rotateSigningKeys(config);
  const { version: _version, keys } = readFile(config.file);
  fs.writeFileSync(config.file, JSON.stringify({ keys }), { mode: 0o600 });
  return keys.map((key) => (key as { kid: string }).kid);
}

/** Runs `open` where the key file's folder cannot be written: as an unprivileged user when the tests run as root. */
async function inReadOnlyFolder<T>(dataDir: string, open: () => Promise<T>): Promise<T> {
  fs.chmodSync(path.join(dataDir, 'signing-keys.json'), 0o644);
  fs.chmodSync(dataDir, 0o555);
  const root = process.geteuid?.() === 0;
  if (root) process.seteuid!(65534);
  try {
    // The file is read and the upgrade tried before openSigningKeys first waits.
    return await open();
  } finally {
    if (root) process.seteuid!(0);
    fs.chmodSync(dataDir, 0o700);
  }
}

describe('the signing key file', () => {
  it('upgrades a version 1 file: its keys signed cards without a type until now, and new keys never did', async () => {
    const config = newConfig();
    const kids = await versionOneFile(config);
    const before = Date.now();
    const keys = await open(config);
    const marked = published(keys).map((key) => Date.parse(key.untyped_until ?? ''));
    expect(published(keys).map((key) => key.kid)).toEqual(kids);
    for (const time of marked) expect(time).toBeGreaterThanOrEqual(before - 1000);
    for (const time of marked) expect(time).toBeLessThanOrEqual(Date.now());

    const file = readFile(config.file);
    expect(file.version).toBe(2);
    expect(file.keys).toEqual(kids.map((kid) => expect.objectContaining({ kid, untypedUntil: expect.any(String) })));
    expect(fs.statSync(config.file).mode & 0o777).toBe(0o600);

    await rotateSigningKeys(config);
    await keys.reload();
    expect(published(keys)[0]).not.toHaveProperty('untyped_until');
    // Reading the upgraded file again leaves the marks where they were.
    expect(
      published(keys)
        .slice(1)
        .map((key) => Date.parse(key.untyped_until!)),
    ).toEqual(marked);
  });

  it('keeps the marks in memory when a version 1 file cannot be rewritten', async () => {
    const config = newConfig();
    const kids = await versionOneFile(config);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = await inReadOnlyFolder(config.dataDir, () => open(config));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('marked in memory only'));
    warn.mockRestore();
    expect(published(keys).map((key) => [key.kid, typeof key.untyped_until])).toEqual(
      kids.map((kid) => [kid, 'string']),
    );
    expect(readFile(config.file).version).toBeUndefined();
  });

  it.runIf(process.geteuid?.() === 0)('keeps its owner when root rewrites it', async () => {
    const config = newConfig();
    await rotateSigningKeys(config);
    fs.chownSync(config.file, 65534, 65534);
    await rotateSigningKeys(config);
    expect(fs.statSync(config.file)).toMatchObject({ uid: 65534, gid: 65534 });
    expect(fs.statSync(config.file).mode & 0o777).toBe(0o600);
  });

  it('publishes every key newest first with its life, and no private part', async () => {
    const config = newConfig();
    const [, oldest] = await versionOneFile(config);
    const { kid: newest } = await rotateSigningKeys(config);
    retireSigningKey(config, oldest!, { compromisedSince: new Date('2026-01-02T03:04:05Z') });
    const keys = await open(config);
    expect(keys.kid).toBe(newest);
    expect(published(keys)).toEqual([
      { kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: newest, alg: 'Ed25519', use: 'sig' },
      expect.objectContaining({ alg: 'Ed25519', use: 'sig', untyped_until: expect.any(String) }),
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
        kid: oldest,
        alg: 'Ed25519',
        use: 'sig',
        retired_at: expect.any(String),
        compromised_since: '2026-01-02T03:04:05.000Z',
        untyped_until: expect.any(String),
      },
    ]);
    expect(published(keys)[1]).not.toHaveProperty('retired_at');
    expect(JSON.stringify(keys.jwks)).not.toContain('"d"');
  });

  it('signs with the header { alg: Ed25519, typ, kid }, verifiable against the published key set', async () => {
    const keys = await open(newConfig());
    const token = await keys.sign({ sub: 'SDR-0001' }, CARD_TYP);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'Ed25519',
      typ: CARD_TYP,
      kid: keys.kid,
    });
    const verified = await verifiedToken(token, keys.jwks);
    expect(verified).toMatchObject({ typ: CARD_TYP, key: { kid: keys.kid } });
    expect(JSON.parse(new TextDecoder().decode(verified!.payload))).toEqual({ sub: 'SDR-0001' });
  });
});

describe('retiring a key', () => {
  it('retires an earlier key, never the current one, and says which keys exist for an unknown id', async () => {
    const config = newConfig();
    const first = (await open(config)).kid;
    const { kid: second } = await rotateSigningKeys(config);
    expect(() => retireSigningKey(config, second)).toThrow(/current signing key[\s\S]*keys rotate` first/);
    expect(() => retireSigningKey(config, 'nope')).toThrow(
      `No signing key has the id nope. The keys in ${config.file} are: ${second}, ${first}.`,
    );

    const now = new Date('2026-05-01T12:00:00Z');
    const retired = retireSigningKey(config, first, { now });
    expect(retired).toMatchObject({ changed: true, key: { kid: first, retiredAt: now.toISOString() } });
    expect(retired.key).not.toHaveProperty('compromisedSince');
    // Again: nothing moves, not even the retirement.
    expect(retireSigningKey(config, first, { now: new Date() })).toMatchObject({ changed: false, key: retired.key });
  });

  it('moves a compromise earlier, never later', async () => {
    const config = newConfig();
    const first = (await open(config)).kid;
    await rotateSigningKeys(config);
    const march = new Date('2026-03-01T00:00:00Z');
    retireSigningKey(config, first, { compromisedSince: march });
    expect(() => retireSigningKey(config, first, { compromisedSince: new Date('2026-04-01T00:00:00Z') })).toThrow(
      /already marked compromised since 2026-03-01T00:00:00.000Z; that time can be moved earlier, never later/,
    );
    const february = retireSigningKey(config, first, { compromisedSince: new Date('2026-02-01T00:00:00Z') });
    expect(february).toMatchObject({ changed: true, key: { compromisedSince: '2026-02-01T00:00:00.000Z' } });
  });

  it('takes a compromise time only in ISO 8601 with a zone, a real date, not in the future', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(parseCompromisedSince('2026-03-01T09:30:00Z', now)).toEqual(new Date('2026-03-01T09:30:00Z'));
    expect(parseCompromisedSince('2026-03-01T10:30:00.5+01:00', now)).toEqual(new Date('2026-03-01T09:30:00.500Z'));
    for (const text of ['2026-03-01T09:30:00', '2026-03-01', 'yesterday', '2026-02-30T00:00Z', '2026-13-01T00:00Z'])
      expect(parseCompromisedSince(text, now), text).toMatch(/needs a date and time with its zone/);
    expect(parseCompromisedSince('2026-07-01T00:00:00Z', now)).toMatch(/is in the future/);
  });
});

describe('a running registry', () => {
  it('signs with a rotated key once it reloads, and keeps its keys when the file goes bad', async () => {
    const config = newConfig();
    const keys = await open(config);
    const before = keys.kid;
    const { kid } = await rotateSigningKeys(config);
    await keys.reload();
    expect(keys.kid).toBe(kid);
    expect(published(keys).map((key) => key.kid)).toEqual([kid, before]);
    expect(await verifiedToken(await keys.sign({}, CARD_TYP), keys.jwks)).toMatchObject({ key: { kid } });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log');
    const good = fs.readFileSync(config.file, 'utf8');
    for (const bad of [good.slice(0, good.length / 2), JSON.stringify(readPublicOnly(good))]) {
      fs.writeFileSync(config.file, bad);
      await keys.reload();
      expect(keys.kid).toBe(kid);
      expect(await verifiedToken(await keys.sign({}, CARD_TYP), keys.jwks)).not.toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(log).not.toHaveBeenCalled();
    warn.mockRestore();
    log.mockRestore();
  });

  it('picks up a rotation by watching the file, until closed', async () => {
    const config = newConfig();
    const keys = await open(config, { watchIntervalMs: 20 });
    const { kid } = await rotateSigningKeys(config);
    await vi.waitFor(() => expect(keys.kid).toBe(kid), { timeout: 5000, interval: 20 });
    keys.close();
    await rotateSigningKeys(config);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(keys.kid).toBe(kid);
  });

  it('refuses to start on a file with public keys only, naming keys rotate, which makes it whole again', async () => {
    const config = newConfig();
    const first = (await open(config)).kid;
    await rotateSigningKeys(config);
    retireSigningKey(config, first);
    fs.writeFileSync(config.file, JSON.stringify(readPublicOnly(fs.readFileSync(config.file, 'utf8'))));
    await expect(openSigningKeys(config)).rejects.toThrow(SigningKeyError);
    await expect(openSigningKeys(config)).rejects.toThrow(/holds no private key[\s\S]*npm run admin -- keys rotate/);

    const { kid, previous } = await rotateSigningKeys(config);
    expect(previous).toHaveLength(2);
    const keys = await open(config);
    expect(keys.kid).toBe(kid);
    expect(published(keys).find((key) => key.kid === first)).toHaveProperty('retired_at');
  });
});

function readPublicOnly(text: string): object {
  const contents = JSON.parse(text) as { keys: { privateJwk?: object }[] };
  return { ...contents, keys: contents.keys.map(({ privateJwk: _private, ...rest }) => rest) };
}

describe('npm run admin -- keys', () => {
  it('lists the keys with their state, retires one, and refuses the current key or a time without a zone', async () => {
    const config = newConfig();
    const admin = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/src/admin-cli.ts', 'keys', ...args], {
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: config.dataDir, DATABASE_URL: '' },
      });
    const first = (await open(config)).kid;
    const { kid: current } = await rotateSigningKeys(config);

    await expect(admin('retire', current)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${current} is the current signing key`),
    });
    await expect(admin('retire', first, '--compromised-since', '2026-03-01T09:30:00')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/needs a date and time with its zone[\s\S]*Usage: npm run admin -- keys/),
    });
    const retired = await admin('retire', first, '--compromised-since', '2026-03-01T10:30:00+01:00');
    expect(retired.stdout).toContain(`Marked ${first} compromised since 2026-03-01 09:30 UTC`);
    const listed = (await admin('list')).stdout;
    expect(listed).toMatch(new RegExp(`^  ${current}  created .+ UTC  signs new cards$`, 'm'));
    expect(listed).toMatch(
      new RegExp(`^  ${first}  created .+ UTC  retired since .+ UTC, compromised since 2026-03-01 09:30 UTC$`, 'm'),
    );
  });
});
