/**
 * The key file with programmes' keys (docs/decisions/043-programme-signing-keys.md), on real files: a
 * file of today's release is read and left byte for byte; programmes' keys make it version 3; a backup
 * without private keys keeps no programme's private key; a programme restored without one says how to
 * sign again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSigningKeyFile, withoutPrivateKeys, writeSigningKeyFile } from './signing-key-file';
import { openSigningKeys, rotateSigningKeys, SigningKeyError, type SigningKeys } from './signing-keys';

const opened: SigningKeys[] = [];
afterEach(() => opened.splice(0).forEach((keys) => keys.close()));

const newConfig = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-programme-keys-'));
  return { dataDir, signingKeyFile: null, file: path.join(dataDir, 'signing-keys.json') };
};
const open = async (config: ReturnType<typeof newConfig>) => {
  const keys = await openSigningKeys(config);
  opened.push(keys);
  return keys;
};

describe('the signing key file with programmes', () => {
  it("leaves a file of today's release as it is, and signs with its key for the default programme", async () => {
    const config = newConfig();
    await rotateSigningKeys(config);
    const before = fs.readFileSync(config.file, 'utf8');
    const keys = await open(config);
    expect(JSON.parse(before)).toEqual({ version: 2, keys: [expect.objectContaining({ kid: keys.kid })] });
    expect((await keys.forProgramme(null)).kid).toBe(keys.kid);
    expect(keys.programmeJwks(null).keys.map((key) => key.kid)).toEqual([keys.kid]);
    expect(fs.readFileSync(config.file, 'utf8')).toBe(before);
  });

  it("keeps each programme's keys in its own section, as version 3, with ids unique across the file", async () => {
    const config = newConfig();
    const keys = await open(config);
    // A signer follows its file, as the deployment's keys do: its kid is the programme's current one.
    const { kid: first } = await keys.forProgramme('north-valley');
    const { kid: rotated } = await rotateSigningKeys(config, { programme: 'north-valley' });
    const contents = readSigningKeyFile(config.file);
    expect(contents.version).toBe(3);
    expect(contents.keys.map((key) => key.kid)).toEqual([keys.kid]);
    const programme = contents.programmes!['north-valley']!.keys;
    expect(programme.map((key) => key.kid)).toEqual([rotated, first]);
    // Only the current key of each list keeps its private half.
    expect(programme.map((key) => key.privateJwk !== undefined)).toEqual([true, false]);
    await keys.reload();
    expect(keys.jwks.keys.map((key) => key.kid)).toEqual([keys.kid, rotated, first]);
    expect(keys.programmeJwks('north-valley').keys.map((key) => key.kid)).toEqual([rotated, first]);
    expect((await keys.forProgramme('north-valley')).kid).toBe(rotated);
    expect(keys.kid).toBe(contents.keys[0]!.kid);
  });

  it("refuses a file of a later version, and a file whose programme section is not a slug's", () => {
    const config = newConfig();
    fs.writeFileSync(config.file, JSON.stringify({ version: 4, keys: [] }));
    expect(() => readSigningKeyFile(config.file)).toThrow(/version 4/);
    fs.writeFileSync(
      config.file,
      JSON.stringify({ version: 3, keys: [{}], programmes: { 'Not A Slug': { keys: [] } } }),
    );
    expect(() => readSigningKeyFile(config.file)).toThrow(SigningKeyError);
  });

  it("backs up no programme's private key unless asked, and a programme restored so says how to sign again", async () => {
    const config = newConfig();
    const keys = await open(config);
    await keys.forProgramme('north-valley');
    keys.close();
    const publicOnly = withoutPrivateKeys(readSigningKeyFile(config.file));
    expect(JSON.stringify(publicOnly)).not.toContain('"d"');
    // A restored public-only file, with the default programme's signing key added back (keys rotate).
    writeSigningKeyFile(config.file, publicOnly);
    await rotateSigningKeys(config);
    const restored = await open(config);
    await expect(restored.forProgramme('north-valley')).rejects.toThrow(
      /no private key for programme north-valley.*keys rotate --programme north-valley/s,
    );
    await rotateSigningKeys(config, { programme: 'north-valley' });
    await restored.reload();
    expect((await restored.forProgramme('north-valley')).kid).toBe(
      readSigningKeyFile(config.file).programmes!['north-valley']!.keys[0]!.kid,
    );
  });
});
