/** The reminder a handler gets 90, 30 and 7 days before a registration's valid-through date, in their language. */
import { composeEmail, type EmailContent, type Registry } from '../email/email-layout';
import { emailSayer, emailWords } from '../email/email-words';
import { emailDate, type EmailRegistration } from '../email/registration-emails';

export function expiryReminderEmail(
  registry: Registry,
  dog: EmailRegistration & {
    expiresAt: string;
    daysLeft: number;
    ownerLinkHelp: string;
    /** Whether the fees run out, or the next public access test falls due first. */
    cause: 'payment' | 'access-test';
  },
): EmailContent {
  const when = emailWords(dog.locale, 'reminder.when', { daysLeft: dog.daysLeft });
  const say = emailSayer(dog.locale, {
    dogName: dog.dogName,
    registryNumber: dog.registryNumber,
    when,
    validThrough: emailDate(dog, dog.expiresAt),
  });
  if (dog.cause === 'access-test') {
    return composeEmail(registry, dog.locale, say('reminder.testSubject'), [
      { heading: say('reminder.testHeading') },
      { text: say('reminder.testValid') },
      { text: say('reminder.testBook') },
    ]);
  }
  return composeEmail(registry, dog.locale, say('reminder.subject'), [
    { heading: say('reminder.heading') },
    { text: say('reminder.valid') },
    { text: say('reminder.renew') },
    { text: say('reminder.lostLink') },
    { link: dog.ownerLinkHelp, label: say('reminder.emailLink') },
  ]);
}
