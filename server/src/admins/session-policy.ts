/** Signed out after two idle hours, and after twelve hours whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address, and of one address across accounts, before a lock. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** The first lock lasts 15 minutes; each further one twice as long, up to a day. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000;

export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;
