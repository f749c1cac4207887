/**
 * The English catalogue: every message a person reads, by id, in ICU MessageFormat. The Spanish one
 * (messages-es.ts) must have exactly these ids, which `npm run check` enforces through the types.
 */
import { SERVICE_TYPES, type ServiceType } from '../constants';
import { MESSAGE_TEXTS, TOO_LONG_TEXTS } from '../messages';
import { STATUS_LABELS, STATUS_NAMES } from '../status-words';

const own = {
  // The frame of every page
  'site.defaultName': 'Service Dog Registry',
  'site.skipToMain': 'Skip to main content',
  'site.loading': 'Loading…',
  'site.checkingSession': 'Checking your session…',
  'dialog.cancel': 'Cancel',
  'copy.unavailable': 'Copying is not available here. Select the text and copy it instead.',
  'refusals.trainerExpired': "This trainer's listing expired on {date}.",
  'site.title': '{page} · {site}',
  'banner.label': 'About this registry',
  'banner.short': 'Independent and voluntary. Not a government agency.',
  'banner.long':
    'An independent, voluntary registry. Not a government agency, and registration is not required by law.',
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.register': 'Register a Service Dog',
  'nav.verify': 'Verify a Registration',
  'nav.teamTests': 'Tests and Training',
  'nav.showLaw': 'Show the law at the door (ADA)',
  'nav.adminDashboard': 'Admin Dashboard',
  'nav.adminLogin': 'Admin Login',
  'nav.logout': 'Logout',
  'nav.menu': 'Menu',
  'language.switchTo': 'Read this page in {language}',
  'language.en': 'English',
  'language.es': 'Spanish',
  'footer.aboutTitle': 'About this registry',
  'footer.about':
    '{registryName} is an independent, voluntary registry. It is not a government agency and registration is not required by law. A registration or card from this registry gives no rights beyond those in federal, state and local law.',
  'footer.thisRegistry': 'This registry',
  'footer.resourcesTitle': 'Government resources',
  'footer.contactTitle': 'Contact the registry',
  'footer.contactProgramme': 'Contact the training program',
  'footer.fees': 'Fees',
  'footer.whoRuns': 'Who runs this registry',
  'footer.privacy': 'Privacy notice',
  'footer.terms': 'Terms of use',
  'footer.adminPortal': 'Admin Portal',

  // Forms and failures, on every page
  /** Built by the server in the request's language (server/src/lib/words.ts). */
  'errors.tooManyAttempts':
    '{minutes, plural, one {Too many attempts. Try again in # minute.} other {Too many attempts. Try again in # minutes.}}',
  'field.optional': ' (optional)',
  'field.errorPrefix': 'Error: ',
  'errorSummary.title': 'There is a problem',
  'statusError.refresh': 'Refresh Page',
  'statusError.verify': 'Verify a Registration',
  'statusError.home': 'Return to Home',

  // Government resources (LEGAL.md)
  'resources.adaServiceAnimals': 'ADA: service animals (U.S. Department of Justice)',
  'resources.ada': "The ADA's website (ada.gov)",
  'resources.adaFaq': 'ADA: frequently asked questions about service animals',
  'resources.dot': 'Air travel with a service animal (U.S. Department of Transportation)',
  'resources.hud':
    'Fair housing (HUD). Since May 2026 HUD pursues only complaints about animals individually trained to do work or perform tasks; its earlier assistance-animal guidance was withdrawn.',
  'resources.infoLine': 'ADA Information Line: {voice} (voice), {tty} (TTY), Monday–Friday',

  // Where a service dog may go
  'places.shops': 'Shops',
  'places.restaurants': 'Restaurants',
  'places.hotels': 'Hotels',
  'places.hospitals': 'Hospitals and clinics',
  'places.transit': 'Buses, trains and taxis',
  'places.theaters': 'Theaters and stadiums',
  'places.government': 'Government offices',
  'places.title': 'Where service dogs go',
  'places.intro':
    'Under the ADA, a service dog may go with its handler to most places open to the public: businesses and nonprofits that serve the public, and state and local government buildings. Religious organisations and private clubs are not covered, and a dog may be kept out of a few areas, such as a sterile operating room. Flights and housing follow other laws.',

  // Home
  'home.defaultTagline': 'An independent, voluntary registry of service dogs',
  'home.intro':
    '{tagline}. Register your service dog, print its ID card, and let others verify the registration by its number.',
  'home.registerCta': 'Register Your Service Dog',
  'home.verifyCta': 'Verify a Registration',
  'home.servicesTitle': 'Our Registry Services',
  'home.serviceRegisterTitle': 'Register your dog',
  'home.serviceRegisterText':
    'Record your service dog, its trainer and your contact details, and receive a registry number.',
  'home.serviceCardTitle': 'Print an ID card',
  'home.serviceCardText':
    'Print a wallet-size card with a QR code that opens the registration for anyone who scans it.',
  'home.serviceVerifyTitle': 'Quick verification',
  'home.serviceVerifyText':
    'Businesses and landlords can confirm a registration by its number in seconds, though no business may require it.',
  'home.lawTitle': 'What the law says',
  'home.lawDefinition':
    'Under the Americans with Disabilities Act (ADA), a service dog is a dog individually trained to do work or perform tasks for a person with a disability.',
  'home.lawQuestions':
    'Staff may ask only two questions: is the dog a service animal required because of a disability, and what work or task has the dog been trained to perform. They may not require documentation, ask for a demonstration, or ask about the disability.',
  'home.lawNoRequirement':
    'The ADA does not require registration, a certificate, an ID card or a vest, and handlers may train their own dogs.',
  'home.lawOnlineRegistries':
    'The U.S. Department of Justice does not recognize online registrations, including this one, as proof that a dog is a service animal; under the ADA they add nothing to what the law already gives a handler.',
  'home.lawVoluntary':
    "Registration here is voluntary. It can make your dog's details quick to share and confirm; it adds nothing to federal, state and local law, and no business may require it.",
  'home.resourcesTitle': 'Government Resources',
  'home.ownTrainingTitle': 'Trained your dog yourself?',
  'home.ownTraining':
    "The ADA lets handlers train their own dogs, and this registry welcomes them. Registration asks for an ID from the registry's trainer directory: if you trained your dog yourself, an evaluator listed in the directory can assess your team with a public-access test and give you their directory ID to enter when you register.",
  'home.readyTitle': 'Ready to register?',
  'home.ready':
    "It takes a few minutes: your dog's details, your contact details, and your payment confirmation number.",
  'home.getStarted': 'Get Started Now',
  'example.serviceDog': 'SERVICE DOG',
  'example.active': 'ACTIVE',
  'example.stamp': 'EXAMPLE',
  'example.caption': 'An example of the wallet-size card you can print after staff approve your registration.',

  // Look-up
  'lookup.title': 'Verify a Registration',
  'lookup.label': 'Registry number',
  'lookup.hint': 'For example {example}. Upper or lower case, with or without the prefix.',
  'lookup.search': 'Search',
  'lookup.searching': 'Searching...',
  'lookup.scanInstead': "Scan a card's QR code instead",
  'lookup.whoTitle': 'Who can verify a registration',
  'lookup.who':
    "Anyone with a registry number: businesses, landlords, airlines, and handlers themselves. Verification shows the registration's status, the dog's details and the handler's first name and last initial. It never shows contact details, and shows the service type only where the handler chose to.",
  'lookup.voluntary':
    'A registration here is voluntary. Under the ADA, staff may not require registration or documentation.',
  'lookup.lostOwnerLink': 'Handlers who lost their owner link:',
  'lookup.emailOwnerLink': 'Email me my owner link',
  'lookup.askOwnerLink': 'Ask for a new owner link',

  // Fees
  'fees.title': 'Fees',
  'fees.product': '{years}-Year Service Dog Registration',
  'fees.oneFee': 'One fee for {years} years. It covers:',
  'fees.review': "review of your registration by the registry's staff, and a registry number that is never reused;",
  'fees.card': 'a printable wallet card whose QR code carries a signature only this registry can make;',
  'fees.verification': 'verification by number or by scanning the card, free for anyone, for as long as it is valid.',
  'fees.codeTitle': 'Getting a payment confirmation number',
  'fees.code':
    'This site does not take payments. You pay the registry (or a trainer who works with it) in the way it explains below, and it gives you a payment confirmation number, which registration asks for in its last step. Each number pays for one registration.',
  'fees.voluntary':
    'Registration is voluntary. The ADA does not require registration, certification or ID cards, and a registration here gives no rights beyond those in federal, state and local law.',
  'fees.register': 'Register a Service Dog',

  // Registration (the wizard)
  'wizard.dogName': "Dog's name",
  'wizard.printsAs': 'On the card: “{name}”',
  'wizard.breed': 'Breed',
  'wizard.age': 'Age',
  'wizard.trainerId': 'Trainer directory ID',
  'wizard.microchip': 'Microchip number',
  'wizard.microchipHint': '9, 10 or 15 digits.',
  'wizard.fullName': 'Full name',
  'wizard.address': 'Address',
  'wizard.phone': 'Phone number',
  'wizard.email': 'Email',
  'wizard.newTab': ' (opens in a new tab)',
  'serviceTypeField.label': 'Service type',
  'serviceTypeField.choose': 'Select a service type',
  'serviceTypeField.other': 'Please specify the service type',
  'payment.howToPay': 'How to pay and get your confirmation number',
  'payment.contact': 'Registry contact:',
  'trainer.name': 'Trainer',
  'trainer.directoryId': 'Directory ID',
  'trainer.credentialId': 'Credential ID',
  'trainerCheck.title': "Check a trainer's directory ID",
  'trainerCheck.intro':
    "Look up a trainer or evaluator in this registry's own trainer directory. The United States has no national license for service dog trainers: this ID is the one the registry gave the listing.",
  'trainerCheck.label': 'Trainer directory ID',
  'trainerCheck.verify': 'Verify',
  'trainerCheck.verifying': 'Verifying...',
  'trainerCheck.checking': "Checking the registry's trainer directory…",
  'trainerCheck.foundTitle': 'Verified Trainer Found',
  'trainerCheck.status': 'Status',
  'trainerCheck.active': 'Active',
  'trainerCheck.listedSince': "In {registryName}'s directory since",
  'trainerCheck.expiresOn': 'Expires on',
  'trainerCheck.failedTitle': 'Verification Failed',
  'trainerCheck.tryAgain': 'Check the ID and try again, or call us at {phone}.',

  // The registration's page and its printed card
  'card.defaultTitle': 'Registry Card',
  'card.printTitle': 'Service Dog Registry Card {registryNumber}',
  'card.notValidTitle': 'Not a valid registration ({registryNumber})',
  'card.statusTitle': 'Registry Status',
  'card.loading': 'Loading the registration…',
  'card.badOwnerLink': 'This owner link is not valid for this registration, so the public view is shown.',
  'card.registryKind': 'Independent, voluntary registry',
  'card.photoAlt': '{dogName}, a {dogBreed}',
  'card.noPhoto': 'No Photo Available',
  'card.registryNumber': 'Registry number',
  'card.breed': 'Breed',
  'card.age': 'Age',
  'card.serviceType': 'Service type',
  'card.legalTitle': 'About service dogs and this card',
  'card.legal':
    'Under the ADA, staff may ask only whether the dog is a service animal required because of a disability and what work or task it has been trained to perform. The ADA does not require registration, ID cards or vests. This card is voluntary identification from an independent registry, is not a government document, and gives no rights beyond those in federal, state and local law.',
  'card.placesLabel': 'Places where the ADA lets a service dog go with its handler',
  'card.walletTitle': 'Wallet card',
  'card.print': 'Print Card',
  'card.close': 'Close',
  'dates.registered': 'Registered',
  'dates.lastUpdated': 'Last updated',
  'dates.validThrough': 'Valid through',
  // A date as the language writes it, from these words: the browser's date formatter costs a phone
  // about a third of a second the first time a page uses it (web/src/lib/format.ts).
  'dates.long': '{month} {day}, {year}',
  'dates.month1': 'January',
  'dates.month2': 'February',
  'dates.month3': 'March',
  'dates.month4': 'April',
  'dates.month5': 'May',
  'dates.month6': 'June',
  'dates.month7': 'July',
  'dates.month8': 'August',
  'dates.month9': 'September',
  'dates.month10': 'October',
  'dates.month11': 'November',
  'dates.month12': 'December',
  // Where space is short, as on a verdict's valid-through line: "Nov 22, 2026".
  'dates.short': '{month} {day}, {year}',
  'dates.monthShort1': 'Jan',
  'dates.monthShort2': 'Feb',
  'dates.monthShort3': 'Mar',
  'dates.monthShort4': 'Apr',
  'dates.monthShort5': 'May',
  'dates.monthShort6': 'Jun',
  'dates.monthShort7': 'Jul',
  'dates.monthShort8': 'Aug',
  'dates.monthShort9': 'Sep',
  'dates.monthShort10': 'Oct',
  'dates.monthShort11': 'Nov',
  'dates.monthShort12': 'Dec',
  'status.prefix': 'Status: ',
  'owner.title': 'Handler',
  'owner.show': 'Show Details',
  'owner.hide': 'Hide Details',
  'owner.hiddenName': "A visitor sees the handler's first name and last initial only, never their contact details.",
  'owner.hidden': "The handler's contact details are hidden for privacy.",
  'owner.name': 'Name',
  'owner.phone': 'Phone',
  'owner.email': 'Email',
  'owner.address': 'Address',
  'owner.neverShown':
    "The registry never shows a handler's contact details. Is this your dog, and did you lose your owner link?",
  'owner.emailLink': 'Email me my owner link',
  'owner.askLink': 'Ask for a new owner link',
  'notValid.title': 'Registry Status',
  'notValid.explain':
    '{registryNumber} is not a valid registration in this registry. It does not identify a service dog team.',
  'summary.pending':
    "Registry number {registryNumber} is pending review. It is not yet a valid registration: the registry's staff have not reviewed it.",
  'summary.retired':
    'Registry number {registryNumber} belongs to a dog that has retired from service. It is no longer a valid registration.',
  'summary.deceased': 'Registry number {registryNumber} is no longer active. It is not a valid registration.',
  // The look-up's one-word answer (common/visitor-verdict.ts), and what a business may ask beside it
  'lookupVerdict.valid': 'Valid',
  'lookupVerdict.in_training': 'In training',
  'lookupVerdict.pending': 'Pending review',
  'lookupVerdict.expired': 'Expired',
  'lookupVerdict.suspended': 'Suspended',
  'lookupVerdict.revoked': 'Revoked',
  'lookupVerdict.not_valid': 'Not valid',
  'lookupVerdict.validText': '{registryName} lists registration {registryNumber} as active.',
  'lookupVerdict.in_trainingText':
    '{registryName} lists {registryNumber} as a service dog team still in training, not yet tested.',
  'lookupVerdict.expiredText':
    'Registration {registryNumber} expired on {date}. It is not valid until the handler renews it.',
  'lookupVerdict.suspendedText':
    '{registryName} has suspended registration {registryNumber}. It is not valid while it is suspended.',
  'lookupVerdict.revokedText': '{registryName} has revoked registration {registryNumber}. It is not valid.',
  'sheet.link': 'For businesses: print “How to verify a service dog card” for your counter',
  'ask.title': 'A business may ask only these two questions:',
  'ask.question1': 'Is the dog a service animal required because of a disability?',
  'ask.question2': 'What work or task has the dog been trained to perform?',
  'ask.noCard':
    'No card or document may be required, this one included. A dog without one may still be a service animal.',
  'verifyAnother.verify': 'Verify Another Registration',
  'verifyAnother.home': 'Return to Home',

  // Verify a card (the signed QR code)
  'verify.title': 'Verify a Registration',
  'verify.checking': 'Checking the card’s signature…',
  'verify.noKeysYet':
    'This device has not yet saved the registry’s keys, so it cannot check a card offline. Connect once and open this page; after that, checks work with no signal.',
  'verify.scanTitle': 'Scan a card',
  'verify.againTitle': 'Check another card',
  'verify.scanIntro':
    'Point the camera at the QR code on the card. The signature is checked on this device, so it works without a connection once this page has been opened online.',
  'verify.startingCamera': 'Starting the camera…',
  'verify.scan': 'Scan a card',
  'verify.notOurs': 'This QR code is not a card from this registry. Nothing on it can be verified here.',
  'verify.noCamera': 'No camera, or an older card?',
  'verify.byNumber': 'Check by registry number',
  'verify.needsConnection': '(needs a connection).',
  'verify.offlineReady': 'Ready to check cards offline on this device.',
  'verdict.valid': 'Valid',
  'verdict.unconfirmed': 'Could not confirm today: valid when last checked on {date}',
  'verdict.unconfirmedNewer': 'Current status could not be confirmed',
  'verdict.expired': 'Expired',
  'verdict.superseded': 'Replaced by a newer card',
  'verdict.revoked': 'Revoked',
  'verdict.suspended': 'Suspended',
  'verdict.notIssued': 'Not issued by this registry',
  'verdict.validText': '{registryName} signed this card, and it is valid through {date}.',
  'verdict.unconfirmedText':
    '{registryName} signed this card and it was valid on {date}, but this device could not confirm its current status: its saved status lists are out of date. Connect to the internet and check again.',
  'verdict.unconfirmedClockText':
    '{registryName} signed this card and it was valid on {date}, but this device could not confirm its current status: by its clock, the status lists the registry sent are out of date. Check that the date and time on this device are right, then check again.',
  'verdict.unconfirmedNewerText':
    '{registryName} signed this card on {issued}, after this device last received the registry’s status lists ({date}), so it could not check whether the card is still valid. Connect to the internet and check again.',
  'verdict.expiredText': '{registryName} signed this card, but it expired on {date}.',
  'verdict.supersededText':
    '{registryName} has issued a newer card for registration {registryNumber}, so this card is no longer valid. Ask the handler for their current card.',
  'verdict.revokedText': '{registryName} has revoked registration {registryNumber}. The card is not valid.',
  'verdict.suspendedText':
    '{registryName} has suspended registration {registryNumber}. The card is not valid while it is suspended.',
  'verdict.notIssuedText':
    'This code was not signed by {registryName}: the card may be forged or altered. Do not rely on it.',
  'verdict.notIssuedKeyText':
    'This code was signed with a key {registryName} no longer trusts: the card may be forged. Do not rely on it. If it is your card, print a new one from your owner link.',
  'verdict.notIssuedNumberText':
    '{registryName} has no registration with this number: the card may be forged. Do not rely on it.',
  'verdict.trainedBy': 'Trained by {programme} — public access test passed on {date}',
  'verdict.programmeOfRegistry': '{programmeName} is one of the training programs of {registryName}.',
  'verdict.photoAlt': '{dogName}, as photographed for the registry',
  'verdict.dog': 'Dog',
  'verdict.breed': 'Breed',
  'verdict.handler': 'Handler',
  'verdict.registryNumber': 'Registry number',
  'verdict.serviceType': 'Service type',
  'verdict.validThrough': 'Valid through',
  'verdict.checkedOnline': "Checked on this device against the registry's keys and its current status lists.",
  'verdict.checkedOffline':
    "Checked offline, on this device, against the registry's status lists from {age, select, minutes {{count, plural, one {# minute} other {# minutes}}} hours {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# day} other {# days}}}} ago.",
  'scanner.starting': 'Starting the camera…',
  'scanner.denied':
    'The camera is blocked. Allow camera access for this site in your browser settings, or enter the registry number instead.',
  'scanner.unavailable': 'No camera could be started on this device. Enter the registry number instead.',
  'scanner.view': "Camera view: hold the card's QR code inside the frame",
  'scanner.looking': 'Looking for a QR code… Hold the card steady, about a hand’s width away.',
  'scanner.stop': 'Stop the camera',

  // Not found
  'notFound.title': 'Page Not Found',
  'notFound.home': 'Return to Home',

  // A training programme's own page (/p/{slug})
  'programme.loading': 'Loading the program…',
  'programme.failedTitle': 'Training program',
  'programme.contactTitle': 'How to reach this program',
  'programme.email': 'Email',
  'programme.phone': 'Phone',
  'programme.hours': 'Hours',
  'programme.numbersTitle': 'Its registry numbers',
  'programme.numbers': 'The registry numbers of the dogs it trained begin with {prefix}, such as {example}.',
  'programme.register': 'Register a dog trained by {programme}',
} as const;

/** Entries whose English lives in common/ beside the code that uses it, under `prefix.`. */
function prefixed<P extends string, K extends string>(
  prefix: P,
  entries: Readonly<Record<K, string>>,
): { readonly [Id in `${P}.${K}`]: string } {
  return Object.fromEntries(Object.entries(entries).map(([key, text]) => [`${prefix}.${key}`, text])) as {
    readonly [Id in `${P}.${K}`]: string;
  };
}

/**
 * The words common/ gives both sides: the shared validation and error messages (common/messages.ts),
 * what each status is called (common/status-words.ts) and the service types, which are stored in English.
 */
const shared = {
  ...prefixed('messages', MESSAGE_TEXTS),
  ...prefixed('tooLong', TOO_LONG_TEXTS),
  ...prefixed('statusLabel', STATUS_LABELS),
  ...prefixed('statusName', STATUS_NAMES),
  ...prefixed(
    'serviceType',
    Object.fromEntries(SERVICE_TYPES.map((type) => [type, type])) as Record<ServiceType, string>,
  ),
};

export const en = { ...own, ...shared };

export type MessageId = keyof typeof en;
