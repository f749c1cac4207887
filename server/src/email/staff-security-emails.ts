/**
 * What a staff account is told about its own security. A staff account has no language of its own, so
 * these go in English and then Spanish, one message.
 */
import { LOCALES } from '#common/i18n/locales';
import { composeEmail, type Block, type EmailContent, type Registry } from './email-layout';
import { emailWords } from './email-words';

/** Codes were locked for the account after too many wrong ones from any address (staff-accounts/second-factor/code-lock.ts). */
export function codesLockedEmail(
  registry: Registry,
  account: { email: string; failures: number; lockedUntil: string },
): EmailContent {
  const values = {
    email: account.email,
    failures: account.failures,
    lockedUntil: account.lockedUntil.slice(0, 16).replace('T', ' '),
  };
  const blocks: Block[] = LOCALES.flatMap((locale) => [
    { heading: emailWords(locale, 'codesLocked.heading', values) },
    { text: emailWords(locale, 'codesLocked.text', values) },
    { text: emailWords(locale, 'codesLocked.ifNot', values) },
  ]);
  const subject = LOCALES.map((locale) => emailWords(locale, 'codesLocked.subject', values)).join(' / ');
  return composeEmail(registry, 'en', subject, blocks);
}

/** Staff invited a trainer of their directory to an account (trainer-accounts/invitation-service.ts). */
export function trainerInvitationEmail(
  registry: Registry,
  invitation: { link: string; programme: string; trainerName: string; invitedBy: string; expiresAt: string },
): EmailContent {
  const values = {
    programme: invitation.programme,
    trainerName: invitation.trainerName,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.slice(0, 16).replace('T', ' '),
  };
  const blocks: Block[] = LOCALES.flatMap((locale) => [
    { heading: emailWords(locale, 'trainerInvitation.heading', values) },
    { text: emailWords(locale, 'trainerInvitation.text', values) },
    { link: invitation.link, label: emailWords(locale, 'trainerInvitation.link', values) },
    { text: emailWords(locale, 'trainerInvitation.expires', values) },
    { text: emailWords(locale, 'trainerInvitation.ifNot', values) },
  ]);
  const subject = LOCALES.map((locale) => emailWords(locale, 'trainerInvitation.subject', values)).join(' / ');
  return composeEmail(registry, 'en', subject, blocks);
}
