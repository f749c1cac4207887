/**
 * A registration's life, in one place (docs/decisions/019-cards-and-status-lists.md): what each status
 * means, who may move a record from one to another, how long it is valid, and what its card is then.
 * The server's one change function (server/src/lifecycle/) and the web app both read these rules; no
 * other file decides them.
 */
import { REGISTRATION_STATUSES, RENEWAL_WINDOW_DAYS, type DisplayStatus, type RegistrationStatus } from './constants';

/** Who changes a registration: staff, the handler through the owner link, or the passing of time. */
export type LifecycleActor = 'staff' | 'owner' | 'clock';

/**
 * Why a card ends when its registration leaves force: the status it moved to, or `withdrawn` for a move
 * back to training or review. (A card also ends when a newer one replaces it or the record is deleted.)
 */
export type StatusEndReason = 'withdrawn' | 'revoked' | 'denied' | 'retired' | 'deceased';

/**
 * What becomes of the registration's card here: in force, it keeps its current card, on the suspension
 * list or not (suspension is reversible); out of force, the card ends, with why.
 */
type CardRule =
  | { keepsCard: true; endsCardAs: null; onSuspensionList: boolean }
  | { keepsCard: false; endsCardAs: StatusEndReason; onSuspensionList: false };

export type StatusRule = CardRule & {
  /** What a visitor sees: everything public, the number and dog name, or "not a valid registration". */
  visitor: 'public' | 'summary' | 'not_valid';
  /** Whether its card prints: in training and pending with their stamps, active as it is. */
  prints: boolean;
  /** Whether moving here issues a card when it has none: only an active registration gets a new one. */
  issuesCard: boolean;
  /** Whether staff must give the handler a reason. */
  needsReason: boolean;
  /** Whether its valid-through date counts: it runs out (shown as expired) and the handler renews it. */
  runsOut: boolean;
  /** Whether the owner page offers to register a successor dog. */
  invitesSuccessor: boolean;
};

export const STATUS_RULES: Record<RegistrationStatus, StatusRule> = {
  in_training: {
    visitor: 'public',
    prints: true,
    keepsCard: false,
    endsCardAs: 'withdrawn',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: false,
    runsOut: false,
    invitesSuccessor: false,
  },
  pending: {
    visitor: 'summary',
    prints: true,
    keepsCard: false,
    endsCardAs: 'withdrawn',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: false,
    runsOut: false,
    invitesSuccessor: false,
  },
  active: {
    visitor: 'public',
    prints: true,
    keepsCard: true,
    endsCardAs: null,
    onSuspensionList: false,
    issuesCard: true,
    needsReason: false,
    runsOut: true,
    invitesSuccessor: false,
  },
  suspended: {
    visitor: 'public',
    prints: false,
    keepsCard: true,
    endsCardAs: null,
    onSuspensionList: true,
    issuesCard: false,
    needsReason: true,
    runsOut: false,
    invitesSuccessor: false,
  },
  revoked: {
    visitor: 'not_valid',
    prints: false,
    keepsCard: false,
    endsCardAs: 'revoked',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: true,
    runsOut: false,
    invitesSuccessor: false,
  },
  retired: {
    visitor: 'summary',
    prints: false,
    keepsCard: false,
    endsCardAs: 'retired',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: false,
    runsOut: false,
    invitesSuccessor: true,
  },
  deceased: {
    visitor: 'summary',
    prints: false,
    keepsCard: false,
    endsCardAs: 'deceased',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: false,
    runsOut: false,
    invitesSuccessor: true,
  },
  denied: {
    visitor: 'not_valid',
    prints: false,
    keepsCard: false,
    endsCardAs: 'denied',
    onSuspensionList: false,
    issuesCard: false,
    needsReason: true,
    runsOut: false,
    invitesSuccessor: false,
  },
};

/**
 * Who may move a record from one status to another. Staff may correct any status, with one exception:
 * "denied" is the answer to an application, so only a pending record is denied (a record that was
 * once in force is revoked instead). The owner link changes no status; the clock only lets an active
 * registration run past its date, which is shown as expired and stored as nothing.
 */
export function mayChangeStatus(from: RegistrationStatus, to: RegistrationStatus, actor: LifecycleActor): boolean {
  if (from === to) return true;
  if (actor !== 'staff') return false;
  return to !== 'denied' || from === 'pending';
}

/** The statuses staff may choose for a record now in `from`, the current one first. */
export function statusChoices(from: RegistrationStatus): RegistrationStatus[] {
  return [from, ...REGISTRATION_STATUSES.filter((to) => to !== from && mayChangeStatus(from, to, 'staff'))];
}

/** The statuses whose rule says `rule` (for queries: "in force", "on the suspension list", "runs out"). */
export const statusesWhere = (rule: 'keepsCard' | 'onSuspensionList' | 'runsOut'): RegistrationStatus[] =>
  REGISTRATION_STATUSES.filter((status) => STATUS_RULES[status][rule]);

/** Safe on any string: the edit form's schema asks before it has checked the status is one. */
export const needsReason = (status: RegistrationStatus): boolean =>
  Object.hasOwn(STATUS_RULES, status) && STATUS_RULES[status].needsReason;

/** The end of a YYYY-MM-DD day, UTC, as the moment a due date runs out. */
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/** What a registration's validity is worked out from: what the fees paid for, and the next access test's due day. */
export interface Term {
  /** ISO 8601 UTC. */
  paidThrough: string;
  /** YYYY-MM-DD, or null while no access test is due. */
  accessTestDue: string | null;
}

/**
 * Valid through: the earliest of what the fees paid for and the end of the next public access test's
 * due day. ISO 8601 UTC strings, compared as text.
 */
export function validThrough(term: Term): string {
  if (!term.accessTestDue) return term.paidThrough;
  const due = endOfDay(term.accessTestDue);
  return due < term.paidThrough ? due : term.paidThrough;
}

/** Whether the next public access test, not the fees, sets the date. */
export const cappedByAccessTest = (term: Term): boolean => validThrough(term) < term.paidThrough;

/** Whether a date has run out at `now`: the one definition of "expired". */
export const hasRunOut = (validThroughIso: string, now = new Date()): boolean => validThroughIso < now.toISOString();

/** What a card shows: the stored status, or `expired` for an active record past its valid-through date. */
export function displayStatus(status: RegistrationStatus, validThroughIso: string, now = new Date()): DisplayStatus {
  return STATUS_RULES[status].runsOut && hasRunOut(validThroughIso, now) ? 'expired' : status;
}

/** Whether the card prints now (an expired one does not). */
export const cardPrints = (shown: DisplayStatus): boolean => shown !== 'expired' && STATUS_RULES[shown].prints;

/** Whether the card's QR code carries a signed credential now: an active registration within its dates. */
export const carriesCredential = (status: RegistrationStatus, validThroughIso: string, now = new Date()): boolean =>
  displayStatus(status, validThroughIso, now) === 'active';

function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}

/** A new registration's term: VALIDITY_YEARS paid from the moment it registers, no access test due yet. */
export function firstTerm(years: number, now = new Date()): Term {
  return { paidThrough: addYears(now, years).toISOString(), accessTestDue: null };
}

/**
 * Renewal opens RENEWAL_WINDOW_DAYS before what the fees paid for runs out (when the first reminder goes
 * out) and stays open after.
 */
export function renewalOpensOn(paidThrough: string): Date {
  return new Date(Date.parse(paidThrough) - RENEWAL_WINDOW_DAYS * 86_400_000);
}

/** Only an active registration (expired included) renews; suspended, revoked and the rest do not. */
export const renews = (status: RegistrationStatus): boolean => STATUS_RULES[status].runsOut;

/** Whether the renewal is open now, for a registration that renews. */
export function canRenew(dog: { status: RegistrationStatus; paidThrough: string }, now = new Date()): boolean {
  return renews(dog.status) && now >= renewalOpensOn(dog.paidThrough);
}

/**
 * A renewal's term: VALIDITY_YEARS more from the paid-through date (renewing early loses nothing), or from
 * today once that has passed; the next access test still caps it.
 */
export function renewedTerm(term: Term, years: number, now = new Date()): Term {
  const from = new Date(Math.max(Date.parse(term.paidThrough), now.getTime()));
  return { paidThrough: addYears(from, years).toISOString(), accessTestDue: term.accessTestDue };
}

/** A new card for a lost one is for a registration whose card prints and is not waiting for review. */
export function canReplaceCard(dog: { status: RegistrationStatus }): boolean {
  return STATUS_RULES[dog.status].prints && dog.status !== 'pending';
}
