/**
 * The message a change through the owner link (or by staff for the handler) sends to the registration's
 * confirmed address: what changed, whether the printed card was replaced, and how to undo it or reach
 * staff. It names what changed, never the new values, nor the dog's name: nothing the reader needs.
 */
import type { Locale } from '#common/i18n/locales';
import { composeEmail, type Block, type EmailContent, type Registry } from './email-layout';
import { emailSayer } from './email-words';

/** What one request changed, as the handler is told it. */
export type HandlerChange =
  | 'handlerName'
  | 'address'
  | 'phone'
  | 'replacement'
  | 'serviceTypeShown'
  | 'serviceTypeHidden'
  /** The kinds of task the training attestation names were chosen, or cleared. */
  | 'taskCategoriesNamed'
  | 'taskCategoriesCleared'
  /** Staff corrected what the card shows (the dog's name, breed or photo, the handler's name). */
  | 'details';

export interface ChangeNotice {
  registryNumber: string;
  locale: Locale;
  changes: HandlerChange[];
  /** Who made it: someone with the owner link, or staff for the handler. */
  by: 'ownerLink' | 'staff';
  /** Whether the change issued a new card, so a printed one now reads "Replaced by a newer card". */
  newCard: boolean;
  /** The page that emails a new owner link to this address. */
  ownerLinkHelp: string;
}

export function registrationChangedEmail(registry: Registry, notice: ChangeNotice): EmailContent {
  const say = emailSayer(notice.locale, { registryNumber: notice.registryNumber });
  const replaced = notice.changes.includes('replacement');
  const blocks: Block[] = [
    { heading: say('changed.heading') },
    { text: say(notice.by === 'staff' ? 'changed.byStaff' : 'changed.byOwnerLink') },
    ...notice.changes.map((change) => ({ text: say(`changed.${change}`) })),
    ...(notice.newCard ? [{ text: say('changed.newCard') }] : []),
  ];
  const undo = { text: say(replaced ? 'changed.noUndo' : 'changed.undo') };
  if (notice.by === 'staff') blocks.push(undo, { text: say('changed.staffIfNot') });
  else
    blocks.push(
      { text: say('changed.ifYou') },
      undo,
      { text: say('changed.ifNot') },
      {
        link: notice.ownerLinkHelp,
        label: say('changed.newLink'),
      },
    );
  return composeEmail(registry, notice.locale, say('changed.subject'), blocks);
}
