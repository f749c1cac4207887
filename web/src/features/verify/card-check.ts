/**
 * Checking the card in the page's fragment: the trust material (trust-store.ts), then the verdict. The
 * verify page's entry begins it before React has built the page (web/src/verify-main.tsx), so on a phone
 * the verdict is usually in hand when the page first renders, and the page shows it in that render
 * instead of a "Checking…" screen, a second render and a second layout (docs/PERFORMANCE.md).
 */
import { verifyCardCredential, type Verdict } from '#common/credential';
import { loadTrust, type Trust } from './trust-store';

export interface CardCheck {
  /** Null when this device has no keys or lists for some purpose yet (offline before any online visit). */
  trust: Trust | null;
  /** Null when there was no card to check, or nothing to check it with. */
  result: { trust: Trust; verdict: Verdict; checkedAt: number } | null;
}

export async function checkCard(token: string, issuer: string): Promise<CardCheck> {
  const trust = await loadTrust(issuer);
  if (!trust || token === '') return { trust, result: null };
  const started = performance.now();
  const verdict = await verifyCardCredential(token, { keys: trust.keys, issuer, statusLists: trust.statusLists });
  // Read by the benchmark (bench/verify-page.ts): the check alone, once keys and lists are in hand.
  performance.measure('sdr-verify', { start: started, end: performance.now() });
  return { trust, result: { trust, verdict, checkedAt: Date.now() } };
}

/** The check begun before the page existed, until the page takes it. */
let early: { token: string; check: Promise<CardCheck>; done?: CardCheck } | null = null;

export function startCheckingCard(token: string, issuer: string): void {
  const started: NonNullable<typeof early> = { token, check: checkCard(token, issuer) };
  started.check.then(
    (done) => (started.done = done),
    () => undefined,
  );
  early = started;
}

/** The early check's outcome when it is for `token` and already finished; the page takes it once. */
export function takeFinishedCheck(token: string): CardCheck | undefined {
  if (early?.token !== token || !early.done) return undefined;
  const { done } = early;
  early = null;
  return done;
}

/** The early check when it is for `token` (finished or not), else a new one. */
export function cardCheck(token: string, issuer: string): Promise<CardCheck> {
  if (early?.token === token) {
    const { check } = early;
    early = null;
    return check;
  }
  return checkCard(token, issuer);
}
