/**
 * The owner tools' words in English (renew, replace a lost card, look-ups, contact details): a catalogue
 * of its own, loaded with those tools, so visitors' pages never carry it (docs/decisions/017-i18n-formatjs.md).
 */
export const ownerLinkEn = {
  'owner.manageTitle': 'Manage this registration',
  'owner.renewTitle': 'Renew',
  'owner.testDue':
    'The next public access test is due {date}: the registration is valid until then unless the registry records a passed test. Book it with your trainer.',
  'owner.lostTitle': 'Lost card',
  'owner.credentialTitle': 'Digital credential',
  'owner.successorTitle': 'A new dog',
  'owner.successorText':
    'Registering your next service dog? Your contact details are filled in from this registration.',
  'owner.successorButton': 'Register a successor dog',
  'owner.lookupsTitle': 'Look-ups',
  'owner.contactTitle': 'Your contact details',
  'owner.trainingTitle': 'Proof of training',
  'training.explain':
    '{programme} attests that {dogName} was individually trained to perform tasks for you and passed a public access test on {date}. Print the letter for a landlord or a carrier, or download the signed credential for a verifier.',
  'training.letter': 'Open the training letter',
  'training.download': 'Download the training attestation',
  'letter.title': 'Training attestation',
  'letter.loading': 'Loading the training letter…',
  'letter.sender': 'From {programme}',
  'letter.attests':
    '{programme} attests that the dog {dogName} (registry number {registryNumber}), handled by {handlerName}, was individually trained to perform tasks for its handler.',
  'letter.test':
    'The team passed a public access test on {date}, conducted by {trainer} (trainer directory ID {trainerId}).',
  'letter.testNoName':
    'The team passed a public access test on {date}, conducted by the trainer with directory ID {trainerId}.',
  'letter.nextDue': 'The next test is due by {date}. This attestation ends then unless the team passes it.',
  'letter.notTitle': 'What this letter is not',
  'letter.noRights':
    'It conveys no rights and is not a government document. Under the ADA no business may require it, or any card, vest or certificate: staff may ask only whether the dog is required because of a disability and what work or task it has been trained to perform.',
  'letter.noDiagnosis': 'It says nothing about the handler’s disability.',
  'letter.otherRules': 'Airlines, housing providers and carriers outside the United States follow rules of their own.',
  'letter.checkTitle': 'Check it',
  'letter.check':
    'Scan the code: it opens the verify page of {registryName}, which says “Trained by {programme}” for as long as this attestation stands. The signed credential behind this letter, issued by {did}, can also be checked with any W3C Verifiable Credential verifier.',
  'letter.qrAlt': 'QR code that opens the verify page for {dogName}',
  'letter.contact': 'Questions: {email} · {phone}',
  'letter.print': 'Print the letter',
  'letter.back': 'Back to the registration',
  'tasks.legend': 'Name what {dogName} was trained to do (optional)',
  'tasks.hint':
    'Only if you choose: the training attestation and its letter then list these kinds of task. Nothing about your disability is ever named. Saving issues a new attestation; print the letter and the card again for the verify page to show the training.',
  'tasks.guiding': 'Guiding around obstacles',
  'tasks.soundAlerting': 'Alerting to sounds',
  'tasks.mobility': 'Mobility assistance: balance, bracing, pulling',
  'tasks.retrieving': 'Retrieving and carrying items',
  'tasks.doorsAndSwitches': 'Opening doors and pressing switches',
  'tasks.alertingAndHelp': 'Alerting the handler to a change and fetching help',
  'tasks.deepPressure': 'Deep pressure and interrupting behaviours',
  'tasks.save': 'Save these kinds of task',
  'tasks.saving': 'Saving…',
  'tasks.savedNamed': 'Saved: the attestation and the letter now name these kinds of task.',
  'tasks.savedNone': 'Saved: the attestation and the letter name no kind of task.',
  'letter.tasks': 'The handler chose to name the kinds of task it was trained for: {tasks}.',
  'owner.trainingLogTitle': 'Training log',
  'trainingLog.explain': 'The training sessions your programme logged. Only you and the programme see them.',
  'trainingLog.caption': 'Training sessions, newest first',
  'trainingLog.day': 'Day',
  'trainingLog.hours': 'Hours',
  'trainingLog.skills': 'Skills practised',
  'renewal.notYet': 'Valid through {validThrough}. You can renew from {opensOn}; we will email you before then.',
  'renewal.expired': 'This registration expired on {date}.',
  'renewal.validThrough': 'Valid through {date}.',
  'renewal.explain':
    'Renewing adds {years, select, more {more years} other {{years} years}} and re-issues the card with the new date. It needs a payment confirmation number, as registering did.',
  'renewal.code': 'Payment confirmation number',
  'renewal.renewing': 'Renewing…',
  'renewal.renew': 'Renew registration',
  'renewal.done': 'Renewed: valid through {date}. Print the renewed card above.',
  'replace.explain':
    'Lost your card? Get a new one here. The lost card stops verifying at once, so nobody else can show it as yours; the registry number stays the same.',
  'replace.button': 'Replace a lost card',
  'replace.done': 'Your new card is ready above: print it. The lost card no longer verifies.',
  'replace.confirmTitle': 'Replace your card?',
  'replace.confirmText':
    'The card you have now for {dogName} ({registryNumber}) will stop verifying, even if you find it again. You will print the new one.',
  'replace.confirm': 'Replace Card',
  'replace.busy': 'Replacing...',
  'credential.explain':
    "Your card also comes as a digital credential: a file in the W3C Verifiable Credential standard, signed by the registry. Keep it in a digital wallet, or send it to whoever needs to check it: verifiers other than this registry's (VerifierPlus, for one) can check it with the file alone. It says what the card says, with no contact details, and stops verifying when the card does.",
  'credential.download': 'Download the digital credential',
  'lookups.explain':
    "Each time someone opened this registration on this site, by its number or a card's link. Who looked is never recorded. Cards checked with the signed QR code are verified on the checker's own device and are not counted.",
  'lookups.failed': 'The look-up counts could not be loaded.',
  'lookups.caption': '{total, plural, =0 {No look-ups in the last 12 months} other {# in the last 12 months}}',
  'lookups.month': 'Month',
  'lookups.count': 'Look-ups',
  'contact.explain': "Only you and the registry's staff see these. Emails from the registry go to the address here.",
  'contact.fullName': 'Full name',
  'contact.address': 'Address',
  'contact.phone': 'Phone number',
  'contact.email': 'Email',
  'contact.saving': 'Saving…',
  'contact.save': 'Save contact details',
  'contact.saved': 'Contact details saved.',
  'contact.emailChanged':
    'We emailed a link to the new address to confirm it, and told the previous address about the change. Until you confirm, a new owner link you ask for is sent to the previous address.',
  'emailChange.undoTitle': 'Undo the change of contact email',
  'emailChange.undoText':
    "A registration's contact email was changed with its owner link, and we told this address. If you did not make the change, undo it: the registration's emails come back to this address.",
  'emailChange.undoButton': 'Undo the change',
  'emailChange.undoing': 'Undoing…',
  'emailChange.undoNext':
    'If you did not make the change, someone may have your owner link. Undoing the change ends that link at once and emails a new one to this address; you can also ask for a new one here.',
  'emailChange.askNewLink': 'Email me a new owner link',
  'emailChange.confirmTitle': 'Confirm your email address',
  'emailChange.confirmText':
    "Confirm that this is your address, so that a new owner link you ask for is sent here. Until you do, it goes to the registration's previous address.",
  'emailChange.confirmButton': 'Confirm this email address',
  'emailChange.confirming': 'Confirming…',
} as const;

export type OwnerLinkMessageId = keyof typeof ownerLinkEn;
