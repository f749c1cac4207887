/**
 * What a handler is told when staff change a registration's status: denied, suspended or revoked with
 * staff's reason, reinstated with its dates. Which change sends which is `statusNotice`. Each is written
 * in the language the handler registered in.
 */
import type { RegistrationStatus } from '#common/constants';
import { composeEmail, type EmailContent, type Registry } from './email-layout';
import { emailSayer } from './email-words';
import { emailDate, registrationApprovedEmail, type EmailRegistration } from './registration-emails';

type Dog = EmailRegistration & { expiresAt: string };

function withReason(registry: Registry, dog: Dog, kind: 'denied' | 'suspended' | 'revoked', reason: string) {
  const say = emailSayer(dog.locale, { ...dog, reason, registryName: registry.registryName });
  return composeEmail(registry, dog.locale, say(`${kind}.subject`), [
    { heading: say(`${kind}.heading`) },
    { text: say(`${kind}.text`) },
    { text: say('reason.line') },
    { text: say('reason.contact') },
  ]);
}

export function registrationDeniedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(registry, dog, 'denied', reason);
}

export function registrationSuspendedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(registry, dog, 'suspended', reason);
}

export function registrationRevokedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(registry, dog, 'revoked', reason);
}

export function registrationReinstatedEmail(registry: Registry, dog: Dog): EmailContent {
  const say = emailSayer(dog.locale, { ...dog, validThrough: emailDate(dog, dog.expiresAt) });
  return composeEmail(registry, dog.locale, say('reinstated.subject'), [
    { heading: say('reinstated.heading') },
    { text: say('approved.active') },
    { text: say('reinstated.text') },
  ]);
}

/** The message a status change sends, or null when the handler is not told (staff recording a retirement, say). */
export function statusNotice(
  registry: Registry,
  change: { from: RegistrationStatus; to: RegistrationStatus; reason: string | null },
  dog: Dog,
): { kind: string; content: EmailContent } | null {
  const reason = change.reason ?? '';
  switch (change.to) {
    case 'active':
      return change.from === 'pending' || change.from === 'in_training'
        ? { kind: 'registration.approved', content: registrationApprovedEmail(registry, dog) }
        : { kind: 'registration.reinstated', content: registrationReinstatedEmail(registry, dog) };
    case 'denied':
      return { kind: 'registration.denied', content: registrationDeniedEmail(registry, dog, reason) };
    case 'suspended':
      return { kind: 'registration.suspended', content: registrationSuspendedEmail(registry, dog, reason) };
    case 'revoked':
      return { kind: 'registration.revoked', content: registrationRevokedEmail(registry, dog, reason) };
    default:
      return null;
  }
}
