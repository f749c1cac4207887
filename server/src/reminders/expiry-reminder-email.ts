/** The reminder a handler gets 90, 30 and 7 days before a registration's valid-through date. */
import { composeEmail, type EmailContent, type Registry } from '../email/email-layout';

const when = (daysLeft: number) => (daysLeft <= 1 ? 'tomorrow' : `in ${daysLeft} days`);

export function expiryReminderEmail(
  registry: Registry,
  dog: {
    dogName: string;
    registryNumber: string;
    validThrough: string;
    daysLeft: number;
    ownerLinkHelp: string;
    /** Whether the fees run out, or the next public access test falls due first. */
    cause: 'payment' | 'access-test';
  },
): EmailContent {
  if (dog.cause === 'access-test') {
    return composeEmail(
      registry,
      `${dog.dogName}'s public access test is due ${when(dog.daysLeft)} (${dog.registryNumber})`,
      [
        { heading: `${dog.dogName}'s public access test is due ${when(dog.daysLeft)}` },
        {
          text: `Registry number ${dog.registryNumber} is valid through ${dog.validThrough}, when the next public access test is due.`,
        },
        {
          text: 'Book the test with your trainer or evaluator. Once the registry records a passed test, the registration stays valid; after that date, anyone who checks the card is told it has expired.',
        },
      ],
    );
  }
  return composeEmail(registry, `${dog.dogName}'s registration ends ${when(dog.daysLeft)} (${dog.registryNumber})`, [
    { heading: `${dog.dogName}'s registration ends ${when(dog.daysLeft)}` },
    { text: `Registry number ${dog.registryNumber} is valid through ${dog.validThrough}.` },
    {
      text: 'To keep it valid, renew it before then from your owner link: the card is re-issued with new dates. After that date, anyone who checks the card is told it has expired.',
    },
    {
      text: 'Lost your owner link? Ask for a new one with your registry number and this email address:',
    },
    { link: dog.ownerLinkHelp, label: 'Email me my owner link' },
  ]);
}
