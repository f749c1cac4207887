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
} as const;

export type LawMessageId = keyof typeof lawEn;
