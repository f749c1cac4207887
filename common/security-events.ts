/** Every event the security log records (server/src/staff-accounts/security-log.ts); the staff area names each in its language. */
export const SECURITY_EVENTS = {
  /** The password step of a sign-in. */
  signIn: 'sign_in',
  /** A second factor presented at sign-in or to confirm a sensitive change. */
  secondFactor: 'second_factor',
  signInThrottled: 'sign_in_throttled',
  /** Too many wrong codes for one account from every address: codes are locked for it (the account is emailed). */
  secondFactorLocked: 'second_factor_locked',
  factorAdded: 'factor_added',
  factorRemoved: 'factor_removed',
  recoveryCodesCreated: 'recovery_codes_created',
  secondFactorReset: 'second_factor_reset',
  passwordChanged: 'password_changed',
  signedOut: 'signed_out',
  sessionEnded: 'session_ended',
} as const;

export type SecurityEventName = (typeof SECURITY_EVENTS)[keyof typeof SECURITY_EVENTS];

export const SECURITY_RESULTS = ['success', 'failure', 'refused'] as const;
export type SecurityResult = (typeof SECURITY_RESULTS)[number];

export const SECOND_FACTOR_KINDS = ['passkey', 'totp', 'recovery_code'] as const;
export type SecondFactorName = (typeof SECOND_FACTOR_KINDS)[number];
