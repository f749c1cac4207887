/**
 * The About, Privacy and Terms pages' words in English: a catalogue of their own, loaded with those
 * pages only (docs/decisions/017-i18n-formatjs.md). The periods come from the server's own retention
 * rules (GET /api/policies), so the notice never states one the server does not keep; the legal
 * sentences follow ../shared/LEGAL.md's sources as docs/GLOSSARY.md words them.
 */
export const policiesEn = {
  'policies.contactTitle': 'Contact',
  'policies.address': 'Postal address: {address}',
  'policies.ownWordsTitle': 'From {operator}',
  'policies.onlyInEnglish': '{operator} wrote this part in English only.',
  'policies.seeAlso': 'See also',
  'policies.programmesTitle': 'The training programs',
  'policies.programmes':
    '{registryName} holds the registrations of several training programs. Each keeps its own records, reviews the registrations of the dogs it trained and answers its handlers’ questions. {operatorLast} runs the registry for all of them and answers for this page.',

  'about.title': 'Who runs this registry',
  'about.runBy': '{registryName} is run by {operatorLast}.',
  'about.independent':
    'It is an independent, voluntary registry. It is not a government agency or a government record, and it is not connected with the U.S. Department of Justice. Registering is not required by law and grants no rights under the ADA.',
  'about.whatTitle': 'What the registry does',
  'about.what':
    'Handlers register their service dogs here. The registry’s staff review each registration; an approved one gets a registry number and a printable card whose QR code carries a signed credential. Anyone can check a card or a registry number, and see whether the registration is valid today, though no business may require a card or a registration.',

  'privacy.title': 'Privacy notice',
  'privacy.intro':
    'What {registryName} collects, why, who sees it, and how long it is kept. {operator} is responsible for it.',
  'privacy.collectTitle': 'What the registry collects',
  'privacy.collectDog':
    'About the dog: its name, breed, age, photo, service type, microchip number if you give one, and the certification file or trainer license number you give.',
  'privacy.collectHandler': 'About you: your name, address, phone number and email.',
  'privacy.collectPayment': 'The payment confirmation number you register with. The site itself takes no payments.',
  'privacy.whyTitle': 'Why',
  'privacy.why':
    'To review the registration, issue its card, let businesses check it, and {mail, select, sent {email you about it} other {tell you about it (the registry sends no email: its staff pass messages on by hand)}}: the confirmation, your owner link, and a reminder before it expires. Nothing is sold or used for advertising.',
  'privacy.whoTitle': 'Who sees what',
  'privacy.whoVisitors':
    'Anyone with the registry number or the card sees the dog’s name, breed, age and photo, your first name and last initial, the registration’s status and dates, and the service type only if you chose to show it.',
  'privacy.whoPrivate':
    'Your address, phone number and email are never shown to visitors. Only you, with your owner link, and the registry’s staff see them. Only staff see the certification file.',
  'privacy.keepTitle': 'How long it is kept',
  'privacy.keepRecord':
    'A registration, with its photo and files, is kept until the registry deletes it, whether it is valid or has expired. You can ask the registry to delete yours at any time.',
  'privacy.keepDeleted':
    'When a registration is deleted, its photo and files are deleted with it. Its registry number is kept, with nothing else, so it is never given to another dog, and a look-up of it says it is not valid.',
  'privacy.keepActivity':
    'The staff’s activity log records who changed a registration, when, and what the values were before and after. It is kept after the registration is deleted.',
  'privacy.keepShortTitle': 'What the server keeps only briefly',
  'privacy.keepIdempotency':
    'What stops a registration being submitted twice: {hours, plural, one {# hour} other {# hours}}.',
  'privacy.keepSessions':
    'A staff sign-in: it ends after {minutes, plural, one {# minute} other {# minutes}} without use, and after {hours, plural, one {# hour} other {# hours}} in any case.',
  'privacy.keepSignInCounters':
    'Counts of failed staff sign-ins: {days, plural, one {# day} other {# days}} after the last one.',
  'privacy.keepSetupLinks': 'Staff set-up links: {days, plural, one {# day} other {# days}} after they expire.',
  'privacy.keepOrphans':
    'A photo or file whose registration was never saved: {days, plural, one {# day} other {# days}}.',
  'privacy.keepEmailFiles':
    'Copies of emails, which hold owner links, written on the server for staff to pass on (the registry sends no email itself): {days, plural, one {# day} other {# days}}.',
  'privacy.keepRateLimits': 'Counts of requests from each network address, which limit abuse: one hour.',
  'privacy.keepServerLog':
    'The server’s log records each request’s network address and page. How long it is kept depends on how {operator} runs the server.',
  'privacy.browserTitle': 'In your browser',
  'privacy.browser':
    'The site remembers your language choice. While you fill in the registration form, your typed answers are kept in this browser tab until you close it, so a reload loses nothing. The verify page saves the registry’s public keys and status lists so cards can be checked offline. Staff get a sign-in cookie. There are no advertising or tracking cookies.',
  'privacy.choicesTitle': 'Your choices',
  'privacy.choices':
    'With your owner link you can see your registration, update your contact details, choose whether visitors see the service type, renew, and replace a lost card. To correct anything else, or to have your registration deleted, contact the registry.',

  'terms.title': 'Terms of use',
  'terms.intro': 'These terms apply to {registryName}, run by {operatorLast}.',
  'terms.voluntaryTitle': 'A voluntary registry',
  'terms.voluntary':
    'Registering is voluntary. It is not required by law, grants no rights under the ADA, and no business may require it before letting a service dog in. The U.S. Department of Justice does not recognize online registrations as proof that a dog is a service animal.',
  'terms.confirmTitle': 'What you confirm when you register',
  'terms.confirm':
    'That what you give is true, and that your dog is individually trained to do work or perform tasks for a person with a disability. Emotional support, comfort or companionship alone is not such work.',
  'terms.misrepresent': 'Many states penalize misrepresenting a pet as a service animal.',
  'terms.registryTitle': 'What the registry may do',
  'terms.registry':
    'The registry’s staff review every registration and may approve or deny it. They may suspend or revoke a registration whose details are untrue or whose dog no longer qualifies; its card then stops verifying.',
  'terms.checksTitle': 'What a check shows',
  'terms.checks':
    'A check of a card or a registry number shows what the registry has stored at the time of the check. It is not a government certification.',
  'terms.fees': 'The fee and what it covers are on the Fees page.',
} as const;

export type PolicyMessageId = keyof typeof policiesEn;
