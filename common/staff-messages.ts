/**
 * The staff forms' validation messages (common/staff-schemas.ts) and the staff API's refusals, which the
 * browser and the server give, in English. Code passes their ids (STAFF_MESSAGES); the staff area's
 * catalogues (common/i18n/admin-messages-*.ts) say each in the reader's language, and the server in
 * the request's (server/src/lib/words.ts).
 */
import { PAYMENT_CODE_BATCH_MAX, STATUS_REASON_MAX_LENGTH } from './constants';
import { messageIds } from './messages';

export const STAFF_MESSAGE_TEXTS = {
  reasonTooLong: `Keep the reason under ${STATUS_REASON_MAX_LENGTH} characters`,
  dateFormat: 'Use the format YYYY-MM-DD',
  realDate: 'Enter a real date, such as 2027-01-15',
  directoryIdRequired: 'Directory ID is required',
  nameRequired: 'Name is required',
  credentialIdRequired: 'Credential ID is required',
  wholeNumber: 'Enter a whole number',
  atLeastOneCode: 'Generate at least 1 code',
  atMostCodes: `Generate at most ${PAYMENT_CODE_BATCH_MAX} codes at a time`,
  evaluatorRequired: 'Evaluator directory ID is required',
  resultRequired: 'Choose the result',
  nextDueAfter: 'The next test is due after this one',
  notYetTaken: 'A test is recorded once it has taken place',
  resultFollowsChecklist:
    'The result follows the checklist: a test with every must-pass item passed is passed, any other failed',
  notesTooLong: 'Keep the notes under 1000 characters',
  skillsRequired: 'Say which skills were practised',
  skillsTooLong: 'Keep the skills under 300 characters',
  hoursRange: 'Enter the hours as a number from 0.25 to 24, in quarter hours',
  notYetHappened: 'Training is logged once it has taken place',
  sessionRequired: 'You must be signed in as an admin to do this. Please sign in again.',
  secondFactorRequired: 'Confirm your sign-in with your passkey or authenticator app first.',
  secondFactorInvalid: 'That code or passkey did not match. Try again, or use a recovery code.',
  secondFactorEnded: 'Too many wrong codes: sign in again with your password.',
  freshSecondFactorRequired: 'For this change, confirm it is you with your passkey or authenticator app.',
  lastFactor: 'Add another passkey or authenticator app before removing your only one.',
  enrolmentExpired: 'This setup took too long. Start again.',
  enrolmentCodeWrong: 'That code did not match. Check the time on your phone and enter the newest code.',
  passkeyNotSaved: 'The passkey could not be saved. Try again, or use an authenticator app.',
  currentPasswordWrong: 'Your current password is not right',
  sessionNotFound: 'That session has already ended.',
  factorNotFound: 'That passkey or app was already removed.',
  duplicateLicense: 'A trainer with this directory ID is already listed.',
  licenseTaken: 'This directory ID is already listed',
  trainerMissing: 'No trainer with this directory ID.',
  signedOutRecordingTest: 'You must be logged in as an admin to record a test. Please log in again.',
  staffOnly: "A trainer account records tests and training only. Ask your program's staff for anything else.",
  ownTestsOnly: 'A trainer records the tests they conducted themselves',
  trainerNotActive: 'Only an active trainer can be invited.',
  accountExists: 'This email already has an account here. Use another address, or ask the operator.',
  notYourProgrammeTeam: 'No team of your program has this registry number.',
  notVoidable: 'Only an unused code that is not already void can be voided.',
  handOffGone: 'This message is no longer waiting: it was passed on already, or its 14 days have passed.',
  notPendingApprove:
    'Only pending registrations can be approved; this one is {status, select, in_training {in training} pending {pending review} active {active} suspended {suspended} revoked {revoked} retired {retired} deceased {deceased} other {denied}}.',
  notPendingDeny:
    'Only pending registrations can be denied; this one is {status, select, in_training {in training} pending {pending review} active {active} suspended {suspended} revoked {revoked} retired {retired} deceased {deceased} other {denied}}.',
} as const;

export const STAFF_MESSAGES = messageIds('adminMessages', STAFF_MESSAGE_TEXTS);

export type StaffSharedMessageId = (typeof STAFF_MESSAGES)[keyof typeof STAFF_MESSAGES];

/** The messages as catalogue entries: `adminMessages.reasonTooLong` and so on, in English. */
export const STAFF_MESSAGE_ENTRIES = Object.fromEntries(
  Object.entries(STAFF_MESSAGE_TEXTS).map(([key, text]) => [`adminMessages.${key}`, text]),
) as { readonly [Id in StaffSharedMessageId]: string };
