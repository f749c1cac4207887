/**
 * What the verifier trusts, kept on the device: the registry's key set and its signed status lists, one
 * per purpose. Fetched when online and saved, so a card can be checked in a basement with no signal; the
 * lists' own signatures (and purpose, address and issuer) are checked before they are believed, whether
 * fresh or saved. What the device has learnt is never unlearnt by a later answer: a list older than the
 * one it holds (a replayed or stale copy) does not replace it, and a key it has seen retired or
 * compromised stays so, even if a later key set says otherwise or leaves the key out.
 */
import type { JSONWebKeySet } from 'jose';
import {
  JWKS_PATH,
  STATUS_PURPOSES,
  statusListPath,
  type RegistryJwk,
  type StatusList,
  type StatusPurpose,
} from '#common/credential';
import { newerList, readStatusList } from '#common/status-list';

/** v1 kept the lists unlabelled and the key set as last fetched; it is not read (one online visit fills v2). */
const STORAGE_KEY = 'sdr.trust.v2';
const OLD_STORAGE_KEYS = ['sdr.trust.v1'];

type ByPurpose<T> = Partial<Record<StatusPurpose, T>>;

/** What the device keeps: the key set as merged so far, and the newest accepted list of each purpose, as signed. */
export interface SavedTrust {
  keys: JSONWebKeySet;
  lists: ByPurpose<string>;
  savedAt: number;
}

/** What one visit got from the registry: null where a request failed or its answer could not be read. */
export interface FetchedTrust {
  keys: JSONWebKeySet | null;
  lists: ByPurpose<string>;
}

export interface Trust {
  keys: JSONWebKeySet;
  statusLists: StatusList[];
  /** When the registry issued the oldest list in hand (ms); shown when it comes from the device. */
  listsIssuedAt: number;
  /** 'network' when every list in hand is the one the registry sent just now; else 'device'. */
  source: 'network' | 'device';
  /** Whether this material is kept on the device, so the next check works with no signal. */
  saved: boolean;
}

/** A decoded list and the signed text it came from (the text is what is saved, and checked again when read). */
export interface SignedList {
  token: string;
  list: StatusList;
}

// ---- The pure part: which keys and which lists to keep ----

const timeOf = (iso: string) => Date.parse(iso);

/** The earlier of two times; an unreadable one counts as earliest, as it counts against a token (keyVouchesFor). */
function earliest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (Number.isNaN(timeOf(a))) return a;
  if (Number.isNaN(timeOf(b))) return b;
  return timeOf(a) <= timeOf(b) ? a : b;
}

/**
 * The fetched key set, less nothing the device already knew: per key id, the earliest `retired_at` and
 * the earliest `compromised_since` either set gave, and every key the device knew stays known (cards it
 * signed still verify) even when the registry stops publishing it. Anything else about a key (its
 * material, `untyped_until`) is the fetched set's.
 */
export function mergeKeySets(known: JSONWebKeySet | null | undefined, fetched: JSONWebKeySet): JSONWebKeySet {
  const knownKeys = (known?.keys ?? []) as RegistryJwk[];
  const byKid = new Map(knownKeys.filter((key) => key.kid !== undefined).map((key) => [key.kid, key]));
  const merged = (fetched.keys as RegistryJwk[]).map((key) => {
    const seen = key.kid === undefined ? undefined : byKid.get(key.kid);
    if (!seen) return key;
    const { retired_at: _retired, compromised_since: _compromised, ...rest } = key;
    const retiredAt = earliest(seen.retired_at, key.retired_at);
    const compromisedSince = earliest(seen.compromised_since, key.compromised_since);
    return {
      ...rest,
      ...(retiredAt === undefined ? {} : { retired_at: retiredAt }),
      ...(compromisedSince === undefined ? {} : { compromised_since: compromisedSince }),
    } as RegistryJwk;
  });
  const fetchedKids = new Set(merged.map((key) => key.kid));
  for (const key of knownKeys) if (key.kid !== undefined && !fetchedKids.has(key.kid)) merged.push(key);
  return { keys: merged };
}

/**
 * Per purpose, the newer of the list the device holds and the one just fetched (never an older one over a
 * newer: a replayed list, or one from a stale cache, does not win), and whether every list kept is the
 * fetched one.
 */
export function chooseLists(
  held: ByPurpose<SignedList>,
  fetched: ByPurpose<SignedList>,
): { lists: ByPurpose<SignedList>; allFetched: boolean } {
  const lists: ByPurpose<SignedList> = {};
  let allFetched = true;
  for (const purpose of STATUS_PURPOSES) {
    const old = held[purpose];
    const fresh = fetched[purpose];
    const kept = fresh ? (newerList(old?.list, fresh.list) === fresh.list ? fresh : old!) : old;
    if (kept) lists[purpose] = kept;
    if (!kept || kept !== fresh) allFetched = false;
  }
  return { lists, allFetched };
}

async function decodeLists(
  tokens: ByPurpose<string> | undefined,
  keys: JSONWebKeySet,
  issuer: string,
): Promise<ByPurpose<SignedList>> {
  const decoded: ByPurpose<SignedList> = {};
  await Promise.all(
    STATUS_PURPOSES.map(async (purpose) => {
      const token = tokens?.[purpose];
      if (typeof token !== 'string') return;
      // Each list is read as the purpose it was fetched or saved for: a list served at another's address is refused.
      const list = await readStatusList(token, { keys, issuer, purpose });
      if (list) decoded[purpose] = { token, list };
    }),
  );
  return decoded;
}

/**
 * What to trust, from what the device saved and what the registry just sent (either may be missing):
 * the merged key set, then per purpose the newer accepted list. No trust unless every purpose has a list:
 * a missing revocation list would let a revoked card pass. `keep` is what to save, when the registry
 * added anything; `saved` in the trust is left to the caller, who knows whether saving worked.
 */
export async function resolveTrust(
  issuer: string,
  saved: SavedTrust | null,
  fetched: FetchedTrust | null,
  now = Date.now(),
): Promise<{ trust: Omit<Trust, 'saved'> | null; keep: SavedTrust | null }> {
  const keys = fetched?.keys ? mergeKeySets(saved?.keys, fetched.keys) : saved?.keys;
  if (!keys) return { trust: null, keep: null };
  const [held, fresh] = await Promise.all([
    decodeLists(saved?.lists, keys, issuer),
    decodeLists(fetched?.lists, keys, issuer),
  ]);
  const { lists, allFetched } = chooseLists(held, fresh);
  const registryAdded = Boolean(fetched?.keys) || Object.keys(fresh).length > 0;
  const keep: SavedTrust | null = registryAdded
    ? {
        keys,
        lists: Object.fromEntries(Object.entries(lists).map(([purpose, signed]) => [purpose, signed.token])),
        savedAt: now,
      }
    : null;
  const statusLists = STATUS_PURPOSES.map((purpose) => lists[purpose]?.list);
  if (!statusLists.every((list): list is StatusList => list !== undefined)) return { trust: null, keep };
  return {
    trust: {
      keys,
      statusLists,
      listsIssuedAt: Math.min(...statusLists.map((list) => list.issuedAt)),
      source: allFetched ? 'network' : 'device',
    },
    keep,
  };
}

// ---- The device and the network ----

function isKeySet(value: unknown): value is JSONWebKeySet {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'object' && key !== null);
}

async function fetchText(path: string): Promise<string | null> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** The key set and every list, each on its own: one that fails leaves the others usable. */
async function fetchTrust(): Promise<FetchedTrust | null> {
  const [keysText, ...tokens] = await Promise.all([
    fetchText(JWKS_PATH),
    ...STATUS_PURPOSES.map((purpose) => fetchText(statusListPath(purpose))),
  ]);
  let keys: JSONWebKeySet | null = null;
  try {
    const parsed: unknown = keysText === null ? null : JSON.parse(keysText);
    keys = isKeySet(parsed) ? parsed : null;
  } catch {
    keys = null;
  }
  const lists: ByPurpose<string> = {};
  STATUS_PURPOSES.forEach((purpose, i) => {
    const token = tokens[i];
    if (token) lists[purpose] = token;
  });
  return keys === null && Object.keys(lists).length === 0 ? null : { keys, lists };
}

function readSaved(): SavedTrust | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as SavedTrust) : null;
    return saved && isKeySet(saved.keys) && typeof saved.lists === 'object' && saved.lists !== null ? saved : null;
  } catch {
    return null;
  }
}

function writeSaved(trust: SavedTrust): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(trust));
    for (const key of OLD_STORAGE_KEYS) localStorage.removeItem(key);
    return true;
  } catch {
    // Storage full or refused (private browsing): online checks still work.
    return false;
  }
}

async function load(issuer: string): Promise<Trust | null> {
  const fetched = await fetchTrust();
  // Read after the network answered, so a load that finished in the meantime is built on, not overwritten.
  const saved = readSaved();
  const { trust, keep } = await resolveTrust(issuer, saved, fetched);
  // Nothing new from the registry: what is in hand came from the device, so it is saved there already.
  const stored = keep ? writeSaved(keep) : true;
  return trust && { ...trust, saved: stored };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The freshest trust material this device can vouch for: the registry's answer merged with what the
 * device saved (never an older list over a newer one), and saved again; offline, what the device saved.
 * Null when some purpose has no list. Loads run one after another, so two never overwrite each other.
 */
export function loadTrust(issuer: string): Promise<Trust | null> {
  const run = queue.then(
    () => load(issuer),
    () => load(issuer),
  );
  queue = run.catch(() => undefined);
  return run;
}
