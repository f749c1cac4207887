/** The reminder a handler gets 90, 30 and 7 days before a registration's valid-through date. */
import { composeEmail, type EmailContent, type Registry } from '../email/email-layout';

export function expiryReminderEmail(
  registry: Registry,
  dog: { dogName: string; registryNumber: string; validThrough: string; daysLeft: number; ownerLinkHelp: string },
): EmailContent {
  const when = dog.daysLeft <= 1 ? 'tomorrow' : `in ${dog.daysLeft} days`;
  return composeEmail(registry, `${dog.dogName}'s registration ends ${when} (${dog.registryNumber})`, [
    { heading: `${dog.dogName}'s registration ends ${when}` },
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
