/**
 * Checking the card in the page's fragment: the trust material (trust-store.ts), then the verdict. The
 * verify page's entry begins it before React has started (web/src/verify-first-paint.ts) and draws the page
 * with its verdict as soon as it is done (first-paint.ts); React's first render then finds it done and takes
 * that page over as drawn (docs/decisions/051-verify-verdict-in-the-first-paint.md).
 */
import type { RegistrationView } from '#common/api';
import { claimedNumber, verifyCardCredential, type Verdict } from '#common/credential';
import { lookupRegistration } from '../../api/lookup-registration';
import { ApiRequestError } from '../../lib/api-client';
import { loadTrust, type Trust } from './trust-store';

export interface CardCheck {
  /** Null when this device has no keys or lists for some purpose yet (offline before any online visit). */
  trust: Trust | null;
  /** Null when there was no card to check, or nothing to check it with. */
  result: CardResult | null;
}

export interface CardResult {
  trust: Trust;
  verdict: Verdict;
  checkedAt: number;
  /** What the registry's look-up answered for the card's number, when it answered (online). */
  registered: RegistrationView | null;
}

/** The verdicts that vouch for a team ("signed this card"): only these are worth asking the registry about. */
const SHOWS_TEAM = new Set<Verdict['verdict']>(['valid', 'unconfirmed', 'expired']);

/** The registry's record of a number; 'missing' when it answers it has none (404); null when it did not answer. */
async function registryAnswer(registryNumber: string): Promise<RegistrationView | 'missing' | null> {
  try {
    return await lookupRegistration(registryNumber);
  } catch (error) {
    return error instanceof ApiRequestError && error.status === 404 ? 'missing' : null;
  }
}

export async function checkCard(token: string, issuer: string): Promise<CardCheck> {
  // Asked while the keys and lists are read, not after the check: online, that is the registry's round trip
  // off the way to the verdict. Its answer counts only for the number the signature then bears out.
  const claimed = token === '' ? null : claimedNumber(token);
  const asked = claimed === null ? null : registryAnswer(claimed);
  const trust = await loadTrust(issuer);
  if (!trust || token === '') return { trust, result: null };
  const started = performance.now();
  let verdict = await verifyCardCredential(token, { keys: trust.keys, issuer, statusLists: trust.statusLists });
  // Read by the benchmark (bench/verify-page.ts): the check alone, once keys and lists are in hand.
  performance.measure('sdr-verify', { start: started, end: performance.now() });
  // Online, the registry's own answer outranks a signature: a number it says it never had is not one of
  // its cards, whoever signed it (decision 040). Offline there is no answer, and the signature stands.
  let registered: RegistrationView | null = null;
  if ('claims' in verdict && SHOWS_TEAM.has(verdict.verdict)) {
    const answer = await (asked && claimed === verdict.claims.sub ? asked : registryAnswer(verdict.claims.sub));
    if (answer === 'missing') verdict = { verdict: 'not_issued', reason: 'number' };
    else registered = answer;
  }
  return { trust, result: { trust, verdict, checkedAt: Date.now(), registered } };
}

/** The check begun before the page existed, until the page takes it. */
let early: { token: string; check: Promise<CardCheck>; done?: CardCheck } | null = null;

export function startCheckingCard(token: string, issuer: string): void {
  // Begun already for this card: the page takes that one check.
  if (early?.token === token) return;
  const started: NonNullable<typeof early> = { token, check: checkCard(token, issuer) };
  started.check.then(
    (done) => (started.done = done),
    () => undefined,
  );
  early = started;
}

/** The card whose verdict the first paint drew, until React has taken that page over. */
let painted: string | null = null;

/** Said by the first paint (first-paint.ts) once it has drawn the verdict of `token`. */
export function markPainted(token: string): void {
  painted = token;
}

/**
 * The card the page shows while React takes over a page the first paint drew: that page's, even when the
 * address has moved on to another card meanwhile, so React's first render matches the page as drawn. It
 * turns to the address's card just after (verify-page.tsx).
 */
export function paintedCard(): string | null {
  return painted;
}

/** The early check when it is for `token`, for the page's first paint (first-paint.ts) to wait for. */
export function earlyCheck(token: string): Promise<CardCheck> | undefined {
  return early?.token === token ? early.check : undefined;
}

/**
 * The early check's outcome when it is for `token` and already finished, for the page's first render. Left
 * in place until the page has shown it (forgetEarlyCheck): a render React starts again (a concurrent render
 * may be), or a query removed before the page subscribed to it (gcTime 0), finds it too, so the first render
 * React commits shows the verdict rather than "Checking…".
 */
export function finishedCheck(token: string): CardCheck | undefined {
  return early?.token === token ? early.done : undefined;
}

/** Once the page has shown the early check: the next check of the card, or of another, is a new one. */
export function forgetEarlyCheck(): void {
  early = null;
  painted = null;
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
