import { SESSION_ABSOLUTE_DEFAULT_HOURS, SESSION_IDLE_DEFAULT_MINUTES } from '../config';

/** last_seen_at is written at most once a minute, not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** How long a session lives: from the configuration (config.ts). */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: SESSION_IDLE_DEFAULT_MINUTES * 60_000,
  absoluteMs: SESSION_ABSOLUTE_DEFAULT_HOURS * 3_600_000,
};

/** A second factor presented this recently allows changing a password, email or factor, or deleting a record. */
export const FRESH_SECOND_FACTOR_MS = 5 * 60 * 1000;
/** Wrong second factors a session may present before it ends (the password is asked again). */
export const SECOND_FACTOR_MAX_FAILURES = 5;
/**
 * Wrong codes (authenticator app or recovery code) one account may receive from every address together
 * before codes are locked for it; the lock lasts 15 minutes, twice as long at each further lock, up to a
 * day, and only a session signed in with the password after the lock began may try again.
 */
export const SECOND_FACTOR_ACCOUNT_MAX_FAILURES = 10;
export const SECOND_FACTOR_LOCK_MS = 15 * 60 * 1000;
export const SECOND_FACTOR_LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** A passkey challenge or a TOTP secret being enrolled lasts this long. */
export const PENDING_FACTOR_MS = 10 * 60 * 1000;

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address, and of one address across accounts, before a lock. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** The first lock lasts 15 minutes; each further one twice as long, up to a day. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000;

export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;
