/** The messages a registration sends to its handler, in the language they registered in. */
import { formatCalendarDate } from '#common/dates';
import { INTL_LOCALE, type Locale } from '#common/i18n/locales';
import { composeEmail, type EmailContent, type Registry } from './email-layout';
import { emailSayer } from './email-words';

/** What every email about a registration knows of it. */
export interface EmailRegistration {
  dogName: string;
  registryNumber: string;
  /** The handler's language: emails are written in it. */
  locale: Locale;
}

/** The registration's valid-through date, as the email's language writes dates. */
export function emailDate(dog: EmailRegistration, iso: string): string {
  return formatCalendarDate(iso, INTL_LOCALE[dog.locale]);
}

/**
 * The receipt. `sendsEmail`: whether the registry has an email server (SMTP_URL); without one, staff pass
 * this on by hand and no later email is promised (docs/decisions/049-honest-without-email.md).
 */
export function registrationReceivedEmail(
  registry: Registry,
  dog: EmailRegistration & { ownerLink: string; sendsEmail: boolean },
): EmailContent {
  const { sendsEmail, ...values } = dog;
  const say = emailSayer(dog.locale, { ...values, mail: sendsEmail ? 'sent' : 'byHand' });
  return composeEmail(registry, dog.locale, say('received.subject'), [
    { heading: say('received.heading') },
    { text: say('received.number') },
    { text: say('received.review') },
    { text: say('received.ownerLink') },
    { link: dog.ownerLink, label: say('ownerLink.open') },
  ]);
}

export function registrationApprovedEmail(
  registry: Registry,
  dog: EmailRegistration & { expiresAt: string },
): EmailContent {
  const say = emailSayer(dog.locale, { ...dog, validThrough: emailDate(dog, dog.expiresAt) });
  return composeEmail(registry, dog.locale, say('approved.subject'), [
    { heading: say('approved.heading') },
    { text: say('approved.active') },
    { text: say('approved.print') },
    { text: say('approved.law') },
  ]);
}

export function ownerLinkEmail(registry: Registry, dog: EmailRegistration & { ownerLink: string }): EmailContent {
  const say = emailSayer(dog.locale, { ...dog });
  return composeEmail(registry, dog.locale, say('newLink.subject'), [
    { heading: say('newLink.heading') },
    { text: say('newLink.asked') },
    { link: dog.ownerLink, label: say('ownerLink.open') },
    { text: say('newLink.ignore') },
  ]);
}

/** `ownerLinkHelp`: the page that emails a new owner link, for a reader who did not renew. */
export function renewalConfirmedEmail(
  registry: Registry,
  dog: EmailRegistration & { expiresAt: string; ownerLinkHelp: string },
): EmailContent {
  const say = emailSayer(dog.locale, { ...dog, validThrough: emailDate(dog, dog.expiresAt) });
  return composeEmail(registry, dog.locale, say('renewed.subject'), [
    { heading: say('renewed.heading') },
    { text: say('renewed.validThrough') },
    { text: say('renewed.print') },
    { text: say('renewed.ifNot') },
    { link: dog.ownerLinkHelp, label: say('changed.newLink') },
  ]);
}
