/**
 * The messages a contact email change sends: to the address before it (with the undo link), to the new
 * one (with the confirmation link), and to both when it is undone. None shows either address or the
 * dog's name: the address before may no longer be the handler's.
 */
import { formatCalendarDate } from '#common/dates';
import { INTL_LOCALE, type Locale } from '#common/i18n/locales';
import { composeEmail, type Block, type EmailContent, type Registry } from './email-layout';
import { emailSayer } from './email-words';

export interface EmailChangeRegistration {
  registryNumber: string;
  locale: Locale;
}

export function emailChangedEmail(
  registry: Registry,
  dog: EmailChangeRegistration & { undoLink: string; undoUntil: string },
): EmailContent {
  const say = emailSayer(dog.locale, {
    registryNumber: dog.registryNumber,
    undoUntil: formatCalendarDate(dog.undoUntil, INTL_LOCALE[dog.locale]),
  });
  return composeEmail(registry, dog.locale, say('emailChanged.subject'), [
    { heading: say('emailChanged.heading') },
    { text: say('emailChanged.text') },
    { text: say('emailChanged.ifYou') },
    { text: say('emailChanged.ifNot') },
    { link: dog.undoLink, label: say('emailChanged.undo') },
    { text: say('emailChanged.lostLink') },
  ]);
}

export function confirmEmailAddressEmail(
  registry: Registry,
  dog: EmailChangeRegistration & { confirmLink: string },
): EmailContent {
  const say = emailSayer(dog.locale, { registryNumber: dog.registryNumber });
  return composeEmail(registry, dog.locale, say('confirmEmail.subject'), [
    { heading: say('confirmEmail.heading') },
    { text: say('confirmEmail.text') },
    { link: dog.confirmLink, label: say('confirmEmail.confirm') },
    { text: say('confirmEmail.ignore') },
  ]);
}

/**
 * To the address restored, with the new owner link that replaces the one the change was made with; or
 * to the address it replaced, which is told that link no longer works.
 */
export function emailChangeUndoneEmail(
  registry: Registry,
  dog: EmailChangeRegistration,
  to: { reader: 'restored'; ownerLink: string } | { reader: 'replaced' },
): EmailContent {
  const say = emailSayer(dog.locale, { registryNumber: dog.registryNumber });
  const blocks: Block[] =
    to.reader === 'restored'
      ? [
          { text: say('emailRestored.restored') },
          { text: say('emailRestored.newLink') },
          { link: to.ownerLink, label: say('ownerLink.open') },
        ]
      : [{ text: say('emailRestored.replaced') }, { text: say('emailRestored.linkEnded') }];
  return composeEmail(registry, dog.locale, say('emailRestored.subject'), [
    { heading: say('emailRestored.heading') },
    ...blocks,
  ]);
}
