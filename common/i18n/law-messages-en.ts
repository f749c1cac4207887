/**
 * "Show the law": the page a handler shows the person at the door (issue 51), in English. A catalogue of
 * its own, loaded with that page only, and kept offline with it. Every sentence follows ../shared/LEGAL.md:
 * the ADA's definition, the two questions (28 CFR 36.302(c)(6)), no required documentation (ada.gov
 * FAQ Q8, Q17), the two reasons a dog may be excluded (28 CFR 36.302(c)(2)), and who is not covered.
 */
export const lawEn = {
  'law.title': 'A service dog is allowed here',
  'law.lead':
    'Under the Americans with Disabilities Act (ADA), a service dog may go with its handler where the public may go: businesses, nonprofits and state and local government.',
  'law.questionsTitle': 'You may ask only two questions',
  'law.question1': 'Is the dog a service animal required because of a disability?',
  'law.question2': 'What work or task has the dog been trained to perform?',
  'law.notAsk': 'You may not ask about the disability, ask for a demonstration, or charge extra for the dog.',
  'law.noPapersTitle': 'No papers are required',
  'law.noPapers':
    'No card, vest, ID, certificate or registration is required. This card is not proof of anything the law requires.',
  'law.leaveTitle': 'A dog may be asked to leave only if',
  'law.leave1': 'it is out of control and the handler does not take effective action to control it, or',
  'law.leave2': 'it is not housebroken.',
  'law.leaveThen': 'The handler may then come back without the dog.',
  'law.exceptions':
    'Religious organisations and private clubs are not covered by this rule, and a dog may be kept out of a few areas, such as a sterile operating room. Flights and housing follow other laws.',
  'law.moreTitle': 'Read more',
  'law.ada': 'ada.gov: service animals (U.S. Department of Justice)',
  'law.infoLine': 'ADA Information Line: {voice} (voice), {tty} (TTY)',
  'law.switch': 'Mostrar en español',
  'law.back': 'Back',
  'sheet.title': 'How to verify a service dog card',
  'sheet.lead':
    'For staff at a counter or a door. Registering a service dog is voluntary: no card may be required, and a dog without one may still be a service animal.',
  'sheet.stepsTitle': 'If the handler shows you a card',
  'sheet.step1':
    'Scan the QR code on the card with a phone camera. The page it opens checks the card on the phone, even without a signal.',
  'sheet.step2': 'Or type the address printed on the back of the card, or enter the registry number at {lookup}.',
  'sheet.step3':
    "Read the big word at the top. Valid means {registryName} issued the card and it is in force. Compare the photo, the dog's name and the handler's first name with the team in front of you.",
  'sheet.step4':
    'Any other answer (Expired, Suspended, Revoked, Not issued by this registry) says only what the registry knows. It does not mean the dog is not a service animal.',
  'sheet.independent':
    '{registryName} is an independent registry that handlers join voluntarily. It is not a government agency.',
  'sheet.print': 'Print this sheet',
} as const;

export type LawMessageId = keyof typeof lawEn;
