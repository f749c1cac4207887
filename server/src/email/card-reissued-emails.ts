/**
 * What a handler is told when the registry re-issues their card because a key that may have signed it
 * was marked compromised (docs/decisions/040-a-compromised-key-vouches-for-nothing.md): what happened,
 * that the printed card no longer verifies, and how to print the new one. In the handler's language.
 */
import { composeEmail, type EmailContent, type Registry } from './email-layout';
import { emailSayer } from './email-words';
import type { EmailRegistration } from './registration-emails';

export function cardReissuedEmail(
  registry: Registry,
  dog: EmailRegistration & { ownerLinkHelp: string },
): EmailContent {
  const say = emailSayer(dog.locale, {
    dogName: dog.dogName,
    registryNumber: dog.registryNumber,
    registryName: registry.registryName,
  });
  return composeEmail(registry, dog.locale, say('cardReissued.subject'), [
    { heading: say('cardReissued.heading') },
    { text: say('cardReissued.what') },
    { text: say('cardReissued.old') },
    { text: say('cardReissued.print') },
    { text: say('cardReissued.lostLink') },
    { link: dog.ownerLinkHelp, label: say('cardReissued.emailLink') },
    { text: say('cardReissued.contact') },
  ]);
}
