/**
 * Every permission the server grants, by name, and the one function that decides it (docs/ARCHITECTURE.md,
 * "Who may do what"). A route names its action (`config.action`); plugins/permission-check.ts asks
 * `authorize` before the body is read, and a service that needs the record first (is this the record's
 * own owner link?) asks again with it. No route or service decides a permission any other way.
 */
import { STAFF_MESSAGES } from '#common/staff-messages';
import { FRESH_SECOND_FACTOR_CODE, MFA_REQUIRED_CODE, SESSION_REQUIRED_CODE, STAFF_ONLY_CODE } from '#common/api';
import { MESSAGES } from '#common/messages';
import { ACTIVITY_ACTORS } from '#common/activity-actions';
import { ApiError, notFound } from '../lib/api-error';
import type { ApiMessage } from '../lib/words';
import { matchesHash } from '../lib/tokens';
import { byStaff, type ActivityActor } from './actor';
import type { Caller } from './caller';
import { FRESH_SECOND_FACTOR_MS } from './session-policy';

/**
 * Who an action allows. `signingIn`: any live staff or trainer session, even one still waiting for its
 * second factor; `staff`: a staff session that presented it; `trainer`: a trainer's account that
 * presented it (docs/decisions/046-trainer-accounts.md), on its programme's teams; `recordOwner`: the
 * owner link of the record acted on; `metricsToken`: the METRICS_TOKEN as a bearer token (a scraper).
 */
export type Allowed = 'anyone' | 'signingIn' | 'staff' | 'trainer' | 'recordOwner' | 'metricsToken';

/**
 * What an action acts on. A `record` action is decided with the record (its owner link's key, and once
 * a registry holds several programmes, the programme it belongs to); an `account` action with the
 * staff member's own account; a `registry` action needs nothing more than the caller.
 */
export type Scope = 'registry' | 'record' | 'account';

export interface ActionRule {
  allows: readonly Allowed[];
  /**
   * The staff member's second factor must have been presented in the last five minutes; `onceEnrolled`:
   * unless the account has no factor yet (enrolling the first one follows a password sign-in).
   */
  freshFactor: boolean | 'onceEnrolled';
  scope: Scope;
  /** What it lets the caller do, as docs/ARCHITECTURE.md and the API document say it. */
  summary: string;
  /** Refuses no request: decides what the operations of this action answer the caller (the full record or the visitor's view). */
  shapes?: 'record.view';
}

const rule = (
  allows: readonly Allowed[],
  scope: Scope,
  summary: string,
  freshFactor: ActionRule['freshFactor'] = false,
) => ({ allows, scope, summary, freshFactor }) satisfies ActionRule;

/** An action that refuses nothing but changes the answer of `operations`' action. */
const shaping = (operations: 'record.view', allows: readonly Allowed[], summary: string) =>
  ({ ...rule(allows, 'record', summary), shapes: operations }) satisfies ActionRule;

const ANYONE = ['anyone'] as const;
const STAFF = ['staff'] as const;
const OWNER_OR_STAFF = ['recordOwner', 'staff'] as const;
const STAFF_OR_TRAINER = ['staff', 'trainer'] as const;

export const ACTIONS = {
  'registry.read': rule(
    ANYONE,
    'registry',
    'Read what the registry publishes: its settings, policies, health, keys and status lists',
  ),
  'registry.metrics': rule(['metricsToken'], 'registry', "Read the server's Prometheus metrics"),
  'session.read': rule(ANYONE, 'registry', 'Ask who is signed in'),
  'session.signIn': rule(ANYONE, 'registry', 'Sign in with a password, sign out, or set a password from a setup link'),
  'session.secondFactor': rule(['signingIn'], 'account', "Present the session's second factor"),
  'account.read': rule(STAFF_OR_TRAINER, 'account', "List one's own passkeys and authenticator apps"),
  'account.enrolFactor': rule(['signingIn'], 'account', 'Add a passkey or authenticator app', 'onceEnrolled'),
  'account.change': rule(
    STAFF_OR_TRAINER,
    'account',
    "Remove a factor, renew recovery codes, change one's password",
    true,
  ),
  'trainer.check': rule(ANYONE, 'registry', "Check a trainer's listing"),
  'paymentCode.check': rule(ANYONE, 'registry', 'Check a payment code'),
  'record.register': rule(ANYONE, 'registry', 'Register a service dog'),
  'record.view': rule(ANYONE, 'record', "See a registration as visitors do, and its photo and card's QR code"),
  'record.viewFull': shaping('record.view', OWNER_OR_STAFF, 'See the whole record, contact details included'),
  'visits.read': rule(OWNER_OR_STAFF, 'record', 'Read how often visitors opened the registration'),
  'trainingLog.read': rule(OWNER_OR_STAFF, 'record', "Read the team's training log"),
  'doorRefusals.manage': rule(
    ['recordOwner'],
    'record',
    "Log, read and delete the handler's own refusals, and draft a complaint from one (the handler alone)",
  ),
  'card.download': rule(OWNER_OR_STAFF, 'record', "Download the card's signed credential"),
  'attestation.download': rule(OWNER_OR_STAFF, 'record', "Download the team's signed training attestation"),
  'card.signedQr': shaping('record.view', OWNER_OR_STAFF, "Get the QR code that carries the card's signed credential"),
  'record.handlerChange': rule(
    OWNER_OR_STAFF,
    'record',
    "Correct the handler's contact details or privacy, renew, replace a lost card",
  ),
  'ownerLink.request': rule(
    ANYONE,
    'registry',
    'Ask for a new owner link (emailed to the address on file, or passed on by staff without email)',
  ),
  'emailChange.answer': rule(ANYONE, 'registry', 'Confirm or undo an email change with the link from the email'),
  'records.list': rule(STAFF, 'registry', 'Search, filter and count the records'),
  'records.export': rule(STAFF, 'registry', 'Export records as CSV', true),
  'record.review': rule(STAFF, 'record', 'Open a record for review, with its certification and access tests'),
  'record.edit': rule(STAFF, 'record', 'Edit a record, its photo and its access tests'),
  'record.decide': rule(STAFF, 'record', 'Approve or deny a registration'),
  'record.delete': rule(STAFF, 'record', 'Delete a record', true),
  'trainers.manage': rule(STAFF, 'registry', 'List, add and edit trainers'),
  'trainers.invite': rule(STAFF, 'registry', 'Invite a trainer of the directory to an account of their own', true),
  'teams.find': rule(
    STAFF_OR_TRAINER,
    'registry',
    "Find one of the programme's teams by its registry number, with its tests and training log",
  ),
  'team.recordTest': rule(STAFF_OR_TRAINER, 'record', 'Record a public access test (a trainer: one they conducted)'),
  'team.logTraining': rule(STAFF_OR_TRAINER, 'record', 'Log a training session'),
  'paymentCodes.manage': rule(STAFF, 'registry', 'List payment codes and void one'),
  'paymentCodes.generate': rule(STAFF, 'registry', 'Generate a batch of payment codes', true),
  'activity.read': rule(STAFF, 'registry', 'Read the activity log'),
  'doorRefusals.report': rule(
    STAFF,
    'registry',
    "Read and export the programme's refusal counts, each under 10 withheld",
  ),
  'handOffs.read': rule(STAFF, 'registry', 'Read the emails the registry did not send, to pass them on by hand'),
  'handOffs.markPassedOn': rule(STAFF, 'registry', 'Say an email was passed on by hand, which forgets its words'),
  'sampleData.remove': rule(STAFF, 'registry', 'Remove every sample record at once', true),
  'staff.oversee': rule(STAFF, 'registry', 'List staff sessions and read the security log'),
  'staff.endSession': rule(STAFF, 'registry', "End a staff session (one's own or a colleague's)", true),
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;

export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];

/** What an action is decided with, beyond the caller; absent while it is not known yet (before the record is read). */
export type Resource =
  /**
   * A record: the hashes of the owner link keys that open it (the current one, and one waiting to be
   * claimed), and the programme it belongs to, whose staff alone may act on it.
   */
  | { scope: 'record'; ownerKeyHashes: string[]; programmeId: number }
  | { scope: 'account'; hasFactors: boolean }
  | { scope: 'registry'; metricsTokenPresented?: boolean };

/** Who an action is recorded as: the lifecycle's actor, and the activity log's name for them. */
export interface Acting {
  actor: 'staff' | 'owner';
  by: ActivityActor;
}

export type Decision =
  | { allowed: true; acting: Acting | null }
  /** Allowed only if the resource, not read yet, says so (a record's own owner link). */
  | { allowed: 'withResource' }
  /**
   * `asMissing`: another programme's record, to be answered where and as the operation answers a record
   * that does not exist (plugins/permission-check.ts), so that nothing tells the two apart. `refusal`
   * makes the error to throw: `may` only asks, and an error's stack costs a visitor's look-up more than
   * the rest of the decision (docs/PERFORMANCE.md).
   */
  | { allowed: false; refusal: () => ApiError; asMissing?: true };

const refusals = {
  signIn: () => new ApiError(401, SESSION_REQUIRED_CODE, STAFF_MESSAGES.sessionRequired),
  secondFactor: () => new ApiError(403, MFA_REQUIRED_CODE, STAFF_MESSAGES.secondFactorRequired),
  freshFactor: () => new ApiError(403, FRESH_SECOND_FACTOR_CODE, STAFF_MESSAGES.freshSecondFactorRequired),
  ownerLink: () => new ApiError(403, 'OWNER_LINK_REQUIRED', MESSAGES.ownerLinkRequired),
  metricsToken: () => new ApiError(401, 'METRICS_TOKEN_REQUIRED', 'errors.metricsToken'),
  staffOnly: () => new ApiError(403, STAFF_ONLY_CODE, STAFF_MESSAGES.staffOnly),
};

/** The answer to an action on a record that does not exist (docs/decisions/042-programme-isolation.md). */
export const recordNotFound = (message: ApiMessage = MESSAGES.dogNotFound) => notFound(message);

const AS_OWNER_LINK: Acting = { actor: 'owner', by: { actorLabel: ACTIVITY_ACTORS.ownerLink } };

function isFresh(secondFactorAt: string | null, now: Date): boolean {
  return secondFactorAt !== null && now.getTime() - Date.parse(secondFactorAt) <= FRESH_SECOND_FACTOR_MS;
}

/**
 * Whether `caller` may do `action` (on `resource`, when given), and who they act as. Staff and trainers
 * act on their own programme's records only: another programme's record is answered as if it did not exist, so a
 * staff action on a record is decided with the record.
 */
export function authorize(caller: Caller, action: Action, resource?: Resource, now = new Date()): Decision {
  const granted: ActionRule = ACTIONS[action];
  const allows = (who: Allowed) => granted.allows.includes(who);
  if (allows('anyone')) return { allowed: true, acting: null };

  const signedIn = caller.kind === 'staff' || caller.kind === 'trainer' ? caller : null;
  if (signedIn && allows(signedIn.kind) && granted.scope === 'record') {
    if (resource?.scope !== 'record') return { allowed: 'withResource' };
    if (resource.programmeId !== signedIn.session.programmeId) {
      return { allowed: false, refusal: () => recordNotFound(), asMissing: true };
    }
  }

  if (allows('metricsToken')) {
    if (resource?.scope === 'registry' && resource.metricsTokenPresented) return { allowed: true, acting: null };
    return resource ? { allowed: false, refusal: refusals.metricsToken } : { allowed: 'withResource' };
  }

  const session = signedIn?.session ?? (caller.kind === 'signingIn' ? caller.session : null);
  if (signedIn && allows(signedIn.kind))
    return freshEnough(granted, signedIn.session.secondFactorAt, resource, now, staffActing(signedIn));
  if (allows('signingIn') && session) {
    return freshEnough(granted, session.secondFactorAt, resource, now, signedIn ? staffActing(signedIn) : null);
  }

  if (allows('recordOwner') && caller.kind === 'ownerLink') {
    if (resource?.scope !== 'record') return { allowed: 'withResource' };
    if (resource.ownerKeyHashes.some((hash) => matchesHash(caller.key, hash)))
      return { allowed: true, acting: AS_OWNER_LINK };
  }
  if (allows('recordOwner')) return { allowed: false, refusal: refusals.ownerLink };
  // A trainer's account, signed in, asks for what only staff may do.
  if (caller.kind === 'trainer') return { allowed: false, refusal: refusals.staffOnly };
  // Staff only: a session still waiting for its second factor is asked for it; anyone else to sign in.
  return { allowed: false, refusal: session ? refusals.secondFactor : refusals.signIn };
}

function staffActing(caller: Extract<Caller, { kind: 'staff' | 'trainer' }>): Acting {
  return { actor: 'staff', by: byStaff(caller.session) };
}

function freshEnough(
  rule: ActionRule,
  secondFactorAt: string | null,
  resource: Resource | undefined,
  now: Date,
  acting: Acting | null,
): Decision {
  if (rule.freshFactor === false || isFresh(secondFactorAt, now)) return { allowed: true, acting };
  if (rule.freshFactor === 'onceEnrolled') {
    if (resource?.scope !== 'account') return { allowed: 'withResource' };
    if (!resource.hasFactors) return { allowed: true, acting };
  }
  return { allowed: false, refusal: secondFactorAt ? refusals.freshFactor : refusals.secondFactor };
}

/** The decision with the resource in hand: who the caller acts as, or the refusal thrown. */
export function requirePermission(caller: Caller, action: Action, resource: Resource): Acting | null {
  const decision = authorize(caller, action, resource);
  if (decision.allowed === false) throw decision.refusal();
  if (decision.allowed === 'withResource') throw new Error(`${action} needs its ${ACTIONS[action].scope} to decide`);
  return decision.acting;
}

/** Who the caller acts as when they change the resource: for actions only the owner link and staff may do. */
export function actingAs(caller: Caller, action: Action, resource: Resource): Acting {
  const acting = requirePermission(caller, action, resource);
  if (!acting) throw new Error(`${action} is open to anyone: no one acts on it as themselves`);
  return acting;
}

/** Whether the caller may, with the resource in hand: for what changes an answer rather than refusing it. */
export function may(caller: Caller, action: Action, resource: Resource): boolean {
  return authorize(caller, action, resource).allowed === true;
}

/** A record as `authorize` needs it: a key waiting to be claimed (owner/owner-key.ts) opens it too. */
export function recordResource(row: {
  owner_token_hash: string | null;
  pending_owner_token_hash?: string | null;
  programme_id: number;
}): Resource {
  const hashes = [row.owner_token_hash, row.pending_owner_token_hash ?? null];
  return {
    scope: 'record',
    ownerKeyHashes: hashes.filter((hash): hash is string => hash !== null),
    programmeId: row.programme_id,
  };
}
