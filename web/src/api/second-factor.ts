/** The second step of signing in, and a staff member's own passkeys, authenticator apps and recovery codes. */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { Enrolled, FactorList, Session, TotpEnrolment } from '#common/api';
import { apiFetch, postJson, sendJson } from '../lib/api-client';

type PasskeyOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type NewPasskeyOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

export function presentTotp(code: string): Promise<Session> {
  return postJson<Session>('/api/auth/mfa/totp', { code });
}

export function presentRecoveryCode(code: string): Promise<Session> {
  return postJson<Session>('/api/auth/mfa/recovery-code', { code });
}

/** Asks the browser for a passkey (it shows its own prompt); a cancelled prompt throws a DOMException. */
export async function presentPasskey(): Promise<Session> {
  const optionsJSON = await postJson<PasskeyOptions>('/api/auth/mfa/passkey/options', {});
  const response = await startAuthentication({ optionsJSON });
  return postJson<Session>('/api/auth/mfa/passkey', { response });
}

export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return postJson<TotpEnrolment>('/api/auth/factors/totp/start', {});
}

export function finishTotpEnrolment(code: string, label: string): Promise<Enrolled> {
  return postJson<Enrolled>('/api/auth/factors/totp', { code, label });
}

export async function enrolPasskey(label: string): Promise<Enrolled> {
  const optionsJSON = await postJson<NewPasskeyOptions>('/api/auth/factors/passkey/options', {});
  const response = await startRegistration({ optionsJSON });
  return postJson<Enrolled>('/api/auth/factors/passkey', { response, label });
}

export function getFactors(): Promise<FactorList> {
  return apiFetch<FactorList>('/api/auth/factors');
}

export function removeFactor(id: string): Promise<void> {
  return sendJson<void>('DELETE', `/api/auth/factors/${encodeURIComponent(id)}`);
}

export async function renewRecoveryCodes(): Promise<string[]> {
  return (await postJson<{ recoveryCodes: string[] }>('/api/auth/recovery-codes', {})).recoveryCodes;
}

export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return postJson<void>('/api/auth/password', { currentPassword, newPassword });
}
