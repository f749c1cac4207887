/** TOTP codes (RFC 6238, 30-second steps, six digits) from an authenticator app, each accepted once. */
import { generate, generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the enrolment QR code. */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** A base32 secret as `npm run admin -- create` takes it from ADMIN_TOTP_SECRET: letters A–Z and 2–7, at least 128 bits. */
export function isUsableTotpSecret(secret: string): boolean {
  return /^[A-Z2-7]{26,}=*$/.test(secret);
}

/**
 * The time step of a code that matches now or the step before (a code typed as it changed), and that
 * is later than `lastStep`, the step last accepted; null otherwise.
 */
export async function acceptedTotpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: [TOTP_PERIOD_SECONDS, 0],
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code, for tests and the command line's own check. */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}
