import { FIELD_MAX_LENGTH as MAX } from './constants';

/**
 * The validation and error messages both sides give, in English. Code passes their ids (MESSAGES
 * below), never these texts: the browser's schemas produce an id, the server turns an id into words in
 * the request's language (server/src/lib/words.ts), and the web app in the reader's (web/src/i18n).
 * The catalogues (common/i18n/messages-*.ts) hold each text by its id; these are the English ones.
 */
export const MESSAGE_TEXTS = {
  dogNameRequired: 'Dog name is required',
  dogBreedRequired: 'Dog breed is required',
  dogAgeRequired: 'Dog age is required',
  dogPhotoRequired: 'Dog photo is required',
  serviceTypeRequired: 'Service type is required',
  serviceTypeOtherRequired: 'Please specify the service type',
  trainerLicenseRequired: 'Trainer directory ID is required',
  trainerLicenseCheckRequired: 'Please enter a trainer directory ID',
  microchipInvalid: 'Microchip number must be 9, 10 or 15 digits',
  ownerNameRequired: "The handler's name is required",
  ownerAddressRequired: 'Address is required',
  ownerPhoneRequired: 'Phone number is required',
  ownerPhoneInvalid: 'Phone number is invalid',
  ownerEmailRequired: 'Email is required',
  ownerEmailInvalid: 'Email is invalid',
  photoTooLarge: 'Photo must be less than 5MB',
  photoNotImage: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image',
  photoTooManyPixels: 'Photo is too large: it must be at most 50 megapixels',
  certificationTooLarge: 'File must be less than 10MB',
  certificationWrongType: 'File must be PDF, JPEG, or PNG',
  certificationPdfUnreadable: 'This PDF could not be read. Upload another copy, or a photo of the certificate.',
  certificationPdfEncrypted: 'This PDF is password-protected. Upload a copy without a password.',
  certificationPdfActive:
    'This PDF contains scripts, links or attached files, which the registry does not accept. Save or print it as a new PDF, or upload a photo of the certificate.',
  certificationPdfTooComplex:
    'This PDF is too complex for the registry to check. Save or print it as a new PDF, or upload a photo of the certificate.',
  paymentCodeInvalid:
    'The registry did not issue this payment confirmation number. Check it for a typing mistake; if it is right, contact the registry (see "No payment confirmation number yet?").',
  paymentCodeUsed: 'This code was already used. Each payment confirmation number pays for one registration.',
  paymentCodeVoided: 'This code is no longer valid. The registry withdrew it; please contact the registry.',
  paymentCodeRequired: 'Please verify your payment confirmation number to continue.',
  paymentCodeTooLong: 'Payment confirmation number must be 20 characters or fewer',
  lookupRequired: 'Please enter a registry number',
  lookupNotFound: 'No service dog found with this registry number',
  genericError: 'An error occurred. Please try again.',
  invalidRegistryId: 'Invalid registry ID',
  dogNotFound: 'Service dog not found',
  notValidRegistration: 'Not a valid registration',
  statusReasonRequired: 'Give the reason; the handler is told it',
  ownerLinkRequired: 'Only the owner link or registry staff can change this setting.',
  renewalNotOpen: 'This registration cannot be renewed yet.',
  renewalNotActive: 'Only an active registration can be renewed. Contact the registry.',
  replacementNotAllowed: 'A new card can be issued only for an active registration or a team in training.',
  credentialNotAvailable: 'Only a valid card of an active registration can be downloaded as a digital credential.',
  attestationNotAvailable:
    'There is no training attestation for this team: it needs an active registration whose latest public access test was passed.',
  registryFetchFailed: 'An error occurred while retrieving the registry information.',
  trainerNotFound: "No trainer with this ID is listed in the registry's trainer directory.",
  trainerSuspended: "This trainer's listing is suspended.",
  /** The ADA lets handlers train their own dogs; this is how they register (Home and step 1). */
  ownerTrainedPath:
    "Trained your dog yourself? An evaluator listed in the registry's trainer directory can assess your team with a public-access test and give you their directory ID to enter here.",
  pageNotFound: "The page you are looking for doesn't exist or has been moved.",
  /** The same answer whether or not the number and email match, so the form reveals nothing. */
  ownerLinkRequested:
    "If that registry number and email address belong to a registration, we will email a new owner link to the registration's confirmed address within a few minutes. Your current owner link keeps working until you open the new one.",
  emailChangeUndone:
    "Done: the registration's contact email is again the address this link was sent to, and the owner link used until now no longer works. We are emailing a new owner link to this address, and telling the other address.",
  emailChangeConfirmed: 'Thank you: this email address is confirmed. A new owner link you ask for will be sent here.',
  /** The same three answers when the registry sends no email (no SMTP_URL): its staff pass links on by hand. */
  ownerLinkRequestedByHand:
    "If that registry number and email address belong to a registration, the registry's staff will pass a new owner link on to you by hand, using the contact details you registered with: this registry does not send email. Your current owner link keeps working until you open the new one.",
  emailChangeUndoneByHand:
    "Done: the registration's contact email is again this address, and the owner link used until now no longer works. This registry does not send email: its staff will pass a new owner link on to you by hand.",
  emailChangeConfirmedByHand:
    "Thank you: this email address is confirmed. This registry does not send email: a new owner link you ask for is passed on to you by the registry's staff.",
  undoLinkInvalid:
    'This link no longer works: it was already used, its 14 days have passed, or the contact email was changed again since. The newest email about a change has a link that works; or contact the registry.',
  confirmLinkInvalid:
    'This link no longer works: the address was already confirmed, or the contact email was changed again since.',
  copiedRegistryNumber: 'Registry number copied to clipboard!',
  loginRequired: 'Email and password are required',
  loginInvalid: 'Invalid email or password',
  loginFailed: 'An error occurred during login. Please try again.',
  passwordTooShort: 'Password must be at least 12 characters',
  signedOut: 'You must be logged in as an admin to delete records. Please log in again.',
  deletePermissionDenied:
    'Permission denied. Make sure you are logged in as an admin user and have the proper permissions.',
  invalidDogId: 'Invalid service dog ID',
  dogFetchFailed: 'An error occurred while retrieving the service dog information.',
  saveNotFound: 'Dog record not found. This may happen if the dog was deleted or if there are permission issues.',
  savePermissionDenied: 'Permission denied. Make sure you are logged in as an admin user.',
  staleRecord: 'This record was changed by someone else. Reload to see the latest version.',
  registryNumberLocked: 'Registry numbers cannot be changed',
  statusChangeNotAllowed:
    'Only a pending application can be denied. To end a registration that was in force, revoke it instead.',
  noRecordsMatch: 'No service dogs match your search criteria',
  noRecordsYet: 'No service dogs have been registered yet',
  programmeRequired: 'Choose the program that trained your dog',
  programmeUnknown: 'This registry has no such program. Choose one from the list.',
} as const;

/** Each length limit's message, by field (common/schemas.ts), in English. */
export const TOO_LONG_TEXTS = {
  dogName: tooLong('Dog name', MAX.dogName),
  dogBreed: tooLong('Dog breed', MAX.dogBreed),
  dogAge: tooLong('Dog age', MAX.dogAge),
  serviceTypeOther: tooLong('Service type', MAX.serviceTypeOther),
  trainerLicenseNumber: tooLong('Trainer directory ID', MAX.trainerLicenseNumber),
  ownerName: tooLong("The handler's name", MAX.ownerName),
  ownerAddress: tooLong('Address', MAX.ownerAddress),
  ownerPhone: tooLong('Phone number', MAX.ownerPhone),
  ownerEmail: tooLong('Email', MAX.ownerEmail),
} as const;

function tooLong(label: string, max: number): string {
  return `${label} must be ${max} characters or fewer`;
}

/** `{ key: 'prefix.key' }` for every key of `texts`: the catalogue ids of a group of messages. */
export function messageIds<P extends string, T extends Record<string, string>>(
  prefix: P,
  texts: T,
): { readonly [K in keyof T & string]: `${P}.${K}` } {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, `${prefix}.${key}`])) as {
    readonly [K in keyof T & string]: `${P}.${K}`;
  };
}

/** The shared messages by id: what schemas, services and components pass around. */
export const MESSAGES = messageIds('messages', MESSAGE_TEXTS);
export const TOO_LONG = messageIds('tooLong', TOO_LONG_TEXTS);

export type SharedMessageId = (typeof MESSAGES)[keyof typeof MESSAGES] | (typeof TOO_LONG)[keyof typeof TOO_LONG];
