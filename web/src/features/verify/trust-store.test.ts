import { gzipSync } from 'node:zlib';
import { CompactSign, exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  statusBit,
  statusListPath,
  STATUS_LIST_MIN_BITS,
  type RegistryJwk,
  type StatusPurpose,
} from '#common/credential';
import type { StatusListCredential } from '#common/status-list';
import { chooseLists, mergeKeySets, resolveTrust, type SavedTrust, type SignedList } from './trust-store';

const ISSUER = 'https://registry.example.org';
const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-01T12:00:00Z');

interface Signer {
  jwk: RegistryJwk;
  privateKey: CryptoKey;
}

async function newSigner(kid: string): Promise<Signer> {
  const { publicKey, privateKey } = await generateKeyPair('Ed25519', { extractable: true });
  return { jwk: { ...(await exportJWK(publicKey)), kid, alg: 'Ed25519', use: 'sig' }, privateKey };
}

/** A status list as the registry signs one; `at` is the address it claims, `statusPurpose` what it says it lists. */
async function signList(
  signer: Signer,
  purpose: StatusPurpose,
  options: { issuedAt: number; revoked?: number[]; statusPurpose?: StatusPurpose; at?: StatusPurpose },
): Promise<string> {
  const bits = Buffer.alloc(STATUS_LIST_MIN_BITS / 8);
  for (const index of options.revoked ?? []) bits[index >> 3]! |= 0x80 >> (index & 7);
  const id = `${ISSUER}${statusListPath(options.at ?? purpose)}`;
  const credential: StatusListCredential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    id,
    issuer: ISSUER,
    validFrom: new Date(options.issuedAt).toISOString(),
    validUntil: new Date(options.issuedAt + 24 * HOUR).toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: options.statusPurpose ?? purpose,
      encodedList: `u${gzipSync(bits).toString('base64url')}`,
    },
  };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: 'Ed25519', kid: signer.jwk.kid, typ: 'vc+jwt' })
    .sign(signer.privateKey);
}

async function allLists(signer: Signer, issuedAt: number, revoked: number[] = []) {
  return {
    revocation: await signList(signer, 'revocation', { issuedAt, revoked }),
    suspension: await signList(signer, 'suspension', { issuedAt }),
    refresh: await signList(signer, 'refresh', { issuedAt }),
  };
}

const keySet = (...keys: RegistryJwk[]): JSONWebKeySet => ({ keys });
const kids = (set: JSONWebKeySet) => set.keys.map((key) => key.kid);

let current: Signer;
let older: Signer;
beforeAll(async () => {
  current = await newSigner('current');
  older = await newSigner('older');
});

describe('mergeKeySets', () => {
  const key = (kid: string, life: Partial<RegistryJwk> = {}): RegistryJwk => ({
    kty: 'OKP',
    crv: 'Ed25519',
    x: `x-${kid}`,
    kid,
    ...life,
  });

  it('takes the fetched set when the device knew nothing', () => {
    const fetched = keySet(key('a'), key('b', { retired_at: '2026-01-01T00:00:00Z' }));
    expect(mergeKeySets(null, fetched)).toEqual(fetched);
  });

  it('never forgets a retirement or a compromise the device has seen, keeping the earliest of each', () => {
    const known = keySet(
      key('a', { compromised_since: '2026-02-01T00:00:00Z' }),
      key('b', { retired_at: '2026-01-01T00:00:00Z' }),
      key('c', { retired_at: '2026-01-10T00:00:00Z', compromised_since: '2026-01-20T00:00:00Z' }),
    );
    const fetched = keySet(
      key('a'), // the registry (or whoever answered) says nothing of the compromise any more
      key('b', { retired_at: '2026-03-01T00:00:00Z' }), // a later retirement than the one seen
      key('c', { retired_at: '2026-01-05T00:00:00Z', compromised_since: '2026-01-25T00:00:00Z' }),
    );
    const merged = mergeKeySets(known, fetched).keys as RegistryJwk[];
    expect(merged.find((k) => k.kid === 'a')?.compromised_since).toBe('2026-02-01T00:00:00Z');
    expect(merged.find((k) => k.kid === 'b')?.retired_at).toBe('2026-01-01T00:00:00Z');
    expect(merged.find((k) => k.kid === 'c')).toMatchObject({
      retired_at: '2026-01-05T00:00:00Z',
      compromised_since: '2026-01-20T00:00:00Z',
    });
  });

  it('keeps the keys the device knew when the registry stops publishing them, and adds new ones', () => {
    const merged = mergeKeySets(keySet(key('old'), key('a')), keySet(key('a'), key('new')));
    expect(kids(merged).sort()).toEqual(['a', 'new', 'old']);
  });

  it('takes the rest of a key from the fetched set, and an unreadable time counts as the earliest', () => {
    const merged = mergeKeySets(
      keySet(key('a', { untyped_until: '2026-01-01T00:00:00Z', compromised_since: 'garbage' })),
      keySet({
        ...key('a', { untyped_until: '2025-06-01T00:00:00Z', compromised_since: '2026-01-01T00:00:00Z' }),
        use: 'sig',
      }),
    ).keys as RegistryJwk[];
    expect(merged).toEqual([
      { ...key('a', { untyped_until: '2025-06-01T00:00:00Z', compromised_since: 'garbage' }), use: 'sig' },
    ]);
  });
  it("keeps which programme a key is, and its name, so a card is said to be that programme's offline too (decision 043)", () => {
    const named = { programme: 'north-valley', programme_name: { en: 'North Valley', es: 'Valle Norte' } };
    const merged = mergeKeySets(keySet(key('a')), keySet(key('a', named), key('b'))).keys as RegistryJwk[];
    expect(merged.find((k) => k.kid === 'a')).toMatchObject(named);
    expect(merged.find((k) => k.kid === 'b')).not.toHaveProperty('programme');
  });
});

describe('chooseLists', () => {
  const signed = (purpose: StatusPurpose, issuedAt: number, token = `${purpose}@${issuedAt}`): SignedList => ({
    token,
    list: { purpose, issuedAt, validUntil: issuedAt + 24 * HOUR, bits: new Uint8Array(16) },
  });
  const three = (issuedAt: number) => ({
    revocation: signed('revocation', issuedAt),
    suspension: signed('suspension', issuedAt),
    refresh: signed('refresh', issuedAt),
  });

  it('keeps, per purpose, the newer of the held and the fetched list', () => {
    const fetched = { ...three(T0 + HOUR), revocation: signed('revocation', T0 - HOUR) };
    const { lists, allFetched } = chooseLists(three(T0), fetched);
    expect(lists.revocation?.token).toBe(`revocation@${T0}`);
    expect(lists.suspension?.list.issuedAt).toBe(T0 + HOUR);
    expect(lists.refresh?.list.issuedAt).toBe(T0 + HOUR);
    expect(allFetched).toBe(false);
  });

  it('takes every fetched list that is as new as the held one, and says so', () => {
    const { lists, allFetched } = chooseLists(three(T0), three(T0));
    expect(allFetched).toBe(true);
    expect(Object.keys(lists).sort()).toEqual(['refresh', 'revocation', 'suspension']);
  });

  it('keeps a held list when none was fetched, and leaves out a purpose neither has', () => {
    const { lists, allFetched } = chooseLists({ revocation: signed('revocation', T0) }, {});
    expect(Object.keys(lists)).toEqual(['revocation']);
    expect(allFetched).toBe(false);
  });
});

describe('resolveTrust', () => {
  const saved = (keys: JSONWebKeySet, lists: SavedTrust['lists']): SavedTrust => ({ keys, lists, savedAt: T0 });
  const revokedIn = (trust: { statusLists: { purpose: string; bits: Uint8Array }[] } | null, index: number) =>
    statusBit(trust!.statusLists.find((list) => list.purpose === 'revocation')!.bits, index);

  it('on a first visit, trusts what the registry sent and keeps all of it', async () => {
    const lists = await allLists(current, T0);
    const { trust, keep } = await resolveTrust(ISSUER, null, { keys: keySet(current.jwk), lists }, T0);
    expect(trust).toMatchObject({ source: 'network', listsIssuedAt: T0 });
    expect(trust?.statusLists.map((list) => list.purpose)).toEqual(['revocation', 'suspension', 'refresh']);
    expect(keep).toEqual({ keys: keySet(current.jwk), lists, savedAt: T0 });
  });

  it('does not let a replayed older revocation list replace the newer one the device holds', async () => {
    const before = await allLists(current, T0);
    const after = await allLists(current, T0 + HOUR, [42]);
    const device = saved(keySet(current.jwk), after);
    const { trust, keep } = await resolveTrust(
      ISSUER,
      device,
      { keys: keySet(current.jwk), lists: { ...after, revocation: before.revocation } },
      T0 + 2 * HOUR,
    );
    expect(revokedIn(trust, 42)).toBe(true);
    // What the device holds is not the registry's answer of just now, so the page says how old it is.
    expect(trust?.source).toBe('device');
    expect(keep?.lists.revocation).toBe(after.revocation);
  });

  it('refuses a list served at another purpose’s address, falling back to the one the device holds', async () => {
    const held = await allLists(current, T0, [42]);
    const fresh = await allLists(current, T0 + HOUR, [42]);
    // Newer, validly signed, but the suspension list: taken as the revocation list it would clear bit 42.
    const swapped = { ...fresh, revocation: fresh.suspension };
    const online = await resolveTrust(ISSUER, saved(keySet(current.jwk), held), {
      keys: keySet(current.jwk),
      lists: swapped,
    });
    expect(revokedIn(online.trust, 42)).toBe(true);
    expect(online.trust?.source).toBe('device');
    expect(online.keep?.lists.revocation).toBe(held.revocation);

    // With nothing saved, there is no trust at all rather than a check without a revocation list.
    const first = await resolveTrust(ISSUER, null, { keys: keySet(current.jwk), lists: swapped });
    expect(first.trust).toBeNull();
  });

  it('refuses a list whose own address or purpose is another’s', async () => {
    const lists = await allLists(current, T0);
    const claimsSuspension = await signList(current, 'revocation', { issuedAt: T0, statusPurpose: 'suspension' });
    const atSuspension = await signList(current, 'revocation', { issuedAt: T0, at: 'suspension' });
    for (const revocation of [claimsSuspension, atSuspension]) {
      const { trust } = await resolveTrust(ISSUER, null, {
        keys: keySet(current.jwk),
        lists: { ...lists, revocation },
      });
      expect(trust).toBeNull();
    }
  });

  it('offline, uses what the device saved and has nothing new to save', async () => {
    const lists = await allLists(current, T0);
    const { trust, keep } = await resolveTrust(ISSUER, saved(keySet(current.jwk), lists), null);
    expect(trust).toMatchObject({ source: 'device', listsIssuedAt: T0 });
    expect(keep).toBeNull();
  });

  it('has no trust while any purpose lacks a list, but keeps what it did get', async () => {
    const { revocation, suspension } = await allLists(current, T0);
    const { trust, keep } = await resolveTrust(ISSUER, null, {
      keys: keySet(current.jwk),
      lists: { revocation, suspension },
    });
    expect(trust).toBeNull();
    expect(keep?.lists).toEqual({ revocation, suspension });
    expect((await resolveTrust(ISSUER, null, null)).trust).toBeNull();
  });

  it('still checks lists signed by a key the registry no longer publishes', async () => {
    const lists = await allLists(older, T0);
    const { trust, keep } = await resolveTrust(ISSUER, saved(keySet(older.jwk), lists), {
      keys: keySet(current.jwk),
      lists: {},
    });
    expect(trust?.source).toBe('device');
    expect(kids(keep!.keys).sort()).toEqual(['current', 'older']);
  });

  it('remembers a compromise the registry published once: lists signed after it are refused', async () => {
    const compromised = { ...older.jwk, compromised_since: new Date(T0).toISOString() };
    const forged = await allLists(older, T0 + HOUR); // signed with the stolen key after the compromise
    const genuine = await allLists(current, T0 + HOUR);
    // A key set that hides the compromise (an old copy, or a forger's) does not undo it.
    const { trust } = await resolveTrust(ISSUER, saved(keySet(compromised, current.jwk), genuine), {
      keys: keySet(older.jwk, current.jwk),
      lists: { ...genuine, revocation: await signList(older, 'revocation', { issuedAt: T0 + 2 * HOUR }) },
    });
    expect(trust?.statusLists.find((list) => list.purpose === 'revocation')?.issuedAt).toBe(T0 + HOUR);
    const onlyForged = await resolveTrust(ISSUER, saved(keySet(compromised), {}), {
      keys: keySet(older.jwk),
      lists: forged,
    });
    expect(onlyForged.trust).toBeNull();
  });
});
