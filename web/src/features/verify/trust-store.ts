/**
 * What the verifier trusts, kept on the device: the registry's key set and its signed status lists.
 * Fetched when online and saved, so a card can be checked in a basement with no signal; the lists'
 * own signatures are checked before they are believed, whether fresh or saved.
 */
import type { JSONWebKeySet } from 'jose';
import { JWKS_PATH, STATUS_PURPOSES, statusListPath, type StatusList } from '#common/credential';
import { readStatusList } from '#common/status-list';

const STORAGE_KEY = 'sdr.trust.v1';

interface SavedTrust {
  keys: JSONWebKeySet;
  lists: string[];
  savedAt: number;
}

export interface Trust {
  keys: JSONWebKeySet;
  statusLists: StatusList[];
  /** When the registry issued the oldest list in hand (ms); shown when it comes from the device. */
  listsIssuedAt: number;
  source: 'network' | 'device';
}

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

async function decode(saved: SavedTrust, issuer: string, source: Trust['source']): Promise<Trust | null> {
  const lists = await Promise.all(saved.lists.map((token) => readStatusList(token, { keys: saved.keys, issuer })));
  const statusLists = lists.filter((list): list is StatusList => list !== null);
  // Every purpose must be vouched for: a missing revocation list would let a revoked card pass.
  if (statusLists.length !== STATUS_PURPOSES.length) return null;
  return {
    keys: saved.keys,
    statusLists,
    listsIssuedAt: Math.min(...statusLists.map((list) => list.issuedAt)),
    source,
  };
}

function savedTrust(): SavedTrust | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SavedTrust) : null;
  } catch {
    return null;
  }
}

/** The freshest trust material: from the registry when it answers, else what this device saved last time. */
export async function loadTrust(issuer: string): Promise<Trust | null> {
  try {
    const [keysText, ...lists] = await Promise.all([
      fetchText(JWKS_PATH),
      ...STATUS_PURPOSES.map((purpose) => fetchText(statusListPath(purpose))),
    ]);
    const fresh: SavedTrust = { keys: JSON.parse(keysText) as JSONWebKeySet, lists, savedAt: Date.now() };
    const trust = await decode(fresh, issuer, 'network');
    if (trust) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(fresh));
      } catch {
        // Storage full or refused (private browsing): online checks still work.
      }
      return trust;
    }
  } catch {
    // Offline, or the registry did not answer: fall back to what this device saved.
  }
  const saved = savedTrust();
  return saved ? decode(saved, issuer, 'device') : null;
}
