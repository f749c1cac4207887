/** The emails' words in English (ICU MessageFormat); email-es.ts has the same ids in Spanish. */
export const emailEn = {
  'foot.independent':
    '{registryName} is an independent, voluntary registry. It is not a government agency, and registration is not required by law.',
  'foot.questions': 'Questions: {email}, {phone} ({hours}).',
  'received.subject': 'We received your registration ({registryNumber})',
  'received.heading': "We received {dogName}'s registration",
  'received.number': 'Registry number: {registryNumber}',
  'received.review':
    'Staff will review it; {mail, select, sent {we will email you when they do} other {look up your registry number, or open your owner link, to see when they have}}. Until then the registration shows as pending review, and a card printed from your owner link is stamped PENDING REVIEW — NOT YET VALID.',
  'received.ownerLink':
    'Your owner link opens the full record, prints the card (without the stamp once it is approved), and lets you choose what people who verify it see. Keep it private, like a password.',
  'ownerLink.open': 'Open your owner link',
  'approved.subject': 'Your registration {registryNumber} is approved',
  'approved.heading': "{dogName}'s registration is approved",
  'approved.active': 'Registry number {registryNumber} is active and valid through {validThrough}.',
  'approved.print':
    'Open the owner link from your registration receipt to print the wallet card. Its QR code carries a signature that only this registry can make, so anyone can check it, even without a connection.',
  'approved.law':
    'Under the ADA, staff may ask only whether the dog is a service animal required because of a disability and what work or task it has been trained to perform. No one may require this card.',
  'cardReissued.subject': 'A new card for registration {registryNumber}',
  'cardReissued.heading': 'A new card for {dogName}',
  'cardReissued.what':
    'One of the keys {registryName} signs cards with is no longer safe: someone else may have a copy of it. The registry no longer trusts anything signed with that key, so it has issued a new card for registration {registryNumber}, signed with its current key. The registration itself is unchanged: same number, same dates.',
  'cardReissued.old':
    'Cards of this registration printed before today no longer verify: whoever scans one is told “Not issued by this registry” or “Replaced by a newer card”. Please stop using them.',
  'cardReissued.print':
    'Print the new card from your owner link (the link in your registration receipt) and carry it instead. Nothing needs to be paid or filled in.',
  'cardReissued.lostLink': 'Lost your owner link? Ask for a new one with your registry number and this email address:',
  'cardReissued.emailLink': 'Email me my owner link',
  'cardReissued.contact': 'Questions about this? Reply to this message to reach staff.',
  'newLink.subject': 'Your new owner link ({registryNumber})',
  'newLink.heading': 'Your new owner link for {dogName}',
  'newLink.asked':
    'Someone asked for a new owner link for registration {registryNumber}. Here it is. Your earlier link keeps working until you open this one; from then on, only this one works.',
  'newLink.ignore':
    'If you did not ask for this, you can ignore this message: your link keeps working, and only this address received the new one. Keep it private, like a password.',
  'renewed.subject': 'Your registration {registryNumber} is renewed',
  'renewed.heading': "{dogName}'s registration is renewed",
  'renewed.validThrough': 'Registry number {registryNumber} is now valid through {validThrough}.',
  'renewed.print':
    'Print the renewed card from your owner link: it carries the new date. A card printed before now reads "Replaced by a newer card" when someone checks it.',
  'renewed.ifNot':
    'If you did not renew it, someone else may have your owner link. Ask for a new owner link with this address: once you open it, the old one stops working. To reach staff, reply to this message.',
  'reason.line': "The registry's reason: {reason}",
  'reason.contact':
    'If you think this is a mistake, or when the reason no longer applies, reply to this message or contact {registryName}.',
  'denied.subject': 'Your registration {registryNumber} was not approved',
  'denied.heading': "{dogName}'s registration was not approved",
  'denied.text':
    "The registry's staff reviewed registration {registryNumber} and did not approve it. No card will be issued.",
  'suspended.subject': 'Your registration {registryNumber} is suspended',
  'suspended.heading': "{dogName}'s registration is suspended",
  'suspended.text':
    'Registry number {registryNumber} is suspended. While it is, anyone who checks the card or the number is told it is suspended.',
  'revoked.subject': 'Your registration {registryNumber} is revoked',
  'revoked.heading': "{dogName}'s registration is revoked",
  'revoked.text':
    'Registry number {registryNumber} is revoked. Anyone who checks the card or the number is told it is not a valid registration.',
  'reinstated.subject': 'Your registration {registryNumber} is active again',
  'reinstated.heading': "{dogName}'s registration is active again",
  'reinstated.text': 'The card you have verifies again; there is nothing to reprint.',
  'emailChanged.subject': 'The contact email of registration {registryNumber} was changed',
  'emailChanged.heading': 'The contact email was changed',
  'emailChanged.text':
    "Someone with the owner link of registration {registryNumber} changed its contact email. The registry's emails now go to the new address, not to this one.",
  'emailChanged.ifYou': 'If you made this change, there is nothing to do.',
  'emailChanged.ifNot':
    "If you did not, undo it by {undoUntil}: the registration's contact email goes back to this address. Until the new address is confirmed, a new owner link is sent only to this one.",
  'emailChanged.undo': 'Undo this change',
  'emailChanged.lostLink':
    'Someone may have your owner link. Undoing the change also ends it at once, and sends a new owner link to this address.',
  'confirmEmail.subject': 'Confirm your email address for registration {registryNumber}',
  'confirmEmail.heading': 'Confirm your email address',
  'confirmEmail.text':
    'This address is now the contact email of registration {registryNumber}. Confirm it, so that a new owner link you ask for is sent here; until you do, it goes to the previous address.',
  'confirmEmail.confirm': 'Confirm this email address',
  'confirmEmail.ignore': 'If you did not expect this message, you can ignore it.',
  'emailRestored.subject': 'The contact email change of registration {registryNumber} was undone',
  'emailRestored.heading': 'The contact email change was undone',
  'emailRestored.restored':
    "The change to the contact email of registration {registryNumber} was undone with the link sent to this address: the registry's emails come here again.",
  'emailRestored.replaced':
    "The change to the contact email of registration {registryNumber} was undone with the link sent to the previous address: the registry's emails go there again, and no longer to this address.",
  'emailRestored.newLink':
    'The owner link used until now no longer works, so whoever made the change cannot use it again. Here is a new owner link. Keep it private, like a password.',
  'emailRestored.linkEnded':
    'The owner link used until now no longer works. If this registration is yours, reply to this message to reach staff.',
  'changed.subject': 'Registration {registryNumber} was changed',
  'changed.heading': 'Registration {registryNumber} was changed',
  'changed.byOwnerLink': 'Someone with the owner link of registration {registryNumber} made this change:',
  'changed.byStaff': "The registry's staff made this change to registration {registryNumber}:",
  'changed.handlerName': "The handler's name was changed.",
  'changed.address': 'The mailing address was changed.',
  'changed.phone': 'The phone number was changed.',
  'changed.details':
    "The registration's details that the card shows (such as the dog's name, breed or photo) were corrected.",
  'changed.replacement': 'A replacement card was issued, as for a lost card.',
  'changed.serviceTypeShown': 'The service type is now shown to people who check the card or the registry number.',
  'changed.serviceTypeHidden':
    'The service type is no longer shown to people who check the card or the registry number.',
  'changed.taskCategoriesNamed':
    'The training attestation now names the kinds of task you chose; the one before no longer verifies.',
  'changed.taskCategoriesCleared':
    'The training attestation no longer names any kind of task; the one before no longer verifies.',
  'changed.newCard':
    'A new card was issued. A card printed before this change now reads "Replaced by a newer card" when someone checks it: print the new card from your owner link.',
  'changed.ifYou': 'If you made this change, there is nothing else to do.',
  'changed.undo': 'To undo it, open your owner link and change it back.',
  'changed.noUndo': 'A replaced card cannot be made valid again; the new card works in its place.',
  'changed.ifNot':
    'If you did not make this change, someone else may have your owner link. Ask for a new owner link with this address: once you open it, the old one stops working. Then change back what was changed, or reply to this message to reach staff.',
  'changed.staffIfNot': 'If you did not ask for this change, reply to this message to reach staff.',
  'changed.newLink': 'Email me a new owner link',
  'reminder.when': '{daysLeft, plural, =0 {tomorrow} one {tomorrow} other {in # days}}',
  'reminder.testSubject': "{dogName}'s public access test is due {when} ({registryNumber})",
  'reminder.testHeading': "{dogName}'s public access test is due {when}",
  'reminder.testValid':
    'Registry number {registryNumber} is valid through {validThrough}, when the next public access test is due.',
  'reminder.testBook':
    'Book the test with your trainer or evaluator. Once the registry records a passed test, the registration stays valid; after that date, anyone who checks the card is told it has expired.',
  'reminder.subject': 'Your registration {registryNumber} ends {when}',
  'reminder.heading': "{dogName}'s registration ends {when}",
  'reminder.valid': 'Registry number {registryNumber} is valid through {validThrough}.',
  'reminder.renew':
    'To keep it valid, renew it before then from your owner link: the card is re-issued with new dates. After that date, anyone who checks the card is told it has expired.',
  'reminder.lostLink': 'Lost your owner link? Ask for a new one with your registry number and this email address:',
  'reminder.emailLink': 'Email me my owner link',
  'codesLocked.subject': 'Second-factor codes locked for your staff account',
  'codesLocked.heading': 'Codes for your staff account are locked',
  'codesLocked.text':
    'Someone signed in to your staff account {email} with its password and then entered {failures} wrong codes (from an authenticator app or recovery codes). Codes are refused for this account until {lockedUntil} UTC; after that, only after signing in with the password again. A passkey still works.',
  'codesLocked.ifNot':
    "If this was not you, someone knows your password: change it now, and tell the registry's other staff. The Security page lists every attempt.",
  'trainerInvitation.subject': 'Your trainer account: record tests and training',
  'trainerInvitation.heading': 'Record access tests and training for {programme}',
  'trainerInvitation.text':
    '{invitedBy} invited you, {trainerName}, to an account of your own: with it you record the public access tests you conduct and the training you give to {programme}’s teams, and nothing else. You choose a password, then add a passkey or an authenticator app.',
  'trainerInvitation.link': 'Create your trainer account',
  'trainerInvitation.expires': 'The link works once, until {expiresAt} UTC.',
  'trainerInvitation.ifNot': 'If you did not expect this, ignore it: no account is made until the link is used.',
} as const;

export type EmailMessageId = keyof typeof emailEn;
