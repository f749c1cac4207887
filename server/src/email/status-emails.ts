/**
 * What a handler is told when staff change a registration's status: denied, suspended or revoked with
 * staff's reason, reinstated with its dates. Which change sends which is `statusNotice`.
 */
import type { DogStatus } from '#common/constants';
import { composeEmail, type EmailContent, type Registry } from './email-layout';
import { registrationApprovedEmail } from './registration-emails';

interface Dog {
  dogName: string;
  registryNumber: string;
  validThrough: string;
}

function withReason(registry: Registry, subject: string, heading: string, lines: string[], reason: string) {
  return composeEmail(registry, subject, [
    { heading },
    ...lines.map((text) => ({ text })),
    { text: `The registry's reason: ${reason}` },
    {
      text: `If you think this is a mistake, or when the reason no longer applies, reply to this message or contact ${registry.registryName}.`,
    },
  ]);
}

export function registrationDeniedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(
    registry,
    `${dog.dogName}'s registration was not approved (${dog.registryNumber})`,
    `${dog.dogName}'s registration was not approved`,
    [
      `The registry's staff reviewed registration ${dog.registryNumber} and did not approve it. No card will be issued.`,
    ],
    reason,
  );
}

export function registrationSuspendedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(
    registry,
    `${dog.dogName}'s registration is suspended (${dog.registryNumber})`,
    `${dog.dogName}'s registration is suspended`,
    [
      `Registry number ${dog.registryNumber} is suspended. While it is, anyone who checks the card or the number is told it is suspended.`,
    ],
    reason,
  );
}

export function registrationRevokedEmail(registry: Registry, dog: Dog, reason: string): EmailContent {
  return withReason(
    registry,
    `${dog.dogName}'s registration is revoked (${dog.registryNumber})`,
    `${dog.dogName}'s registration is revoked`,
    [
      `Registry number ${dog.registryNumber} is revoked. Anyone who checks the card or the number is told it is not a valid registration.`,
    ],
    reason,
  );
}

export function registrationReinstatedEmail(registry: Registry, dog: Dog): EmailContent {
  return composeEmail(registry, `${dog.dogName}'s registration is active again (${dog.registryNumber})`, [
    { heading: `${dog.dogName}'s registration is active again` },
    { text: `Registry number ${dog.registryNumber} is active and valid through ${dog.validThrough}.` },
    { text: 'The card you have verifies again; there is nothing to reprint.' },
  ]);
}

/** The message a status change sends, or null when the handler is not told (staff recording a retirement, say). */
export function statusNotice(
  registry: Registry,
  change: { from: DogStatus; to: DogStatus; reason: string | null },
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
