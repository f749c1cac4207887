/** Every action the activity log records: the server writes these words, the admin area reads them. */
export const ACTIVITY_ACTIONS = {
  registrationCreated: 'registration.created',
  registrationApproved: 'registration.approved',
  registrationDenied: 'registration.denied',
  registrationEdited: 'registration.edited',
  registrationStatusChanged: 'registration.status_changed',
  registrationDeleted: 'registration.deleted',
  registrationRenewed: 'registration.renewed',
  cardReplaced: 'registration.card_replaced',
  accessTestRecorded: 'registration.access_test_recorded',
  registrationsExported: 'registrations.exported',
  signedIn: 'auth.login',
  signInFailed: 'auth.login_failed',
  adminCreated: 'admin.created',
  adminPasswordReset: 'admin.password_reset',
  adminRemoved: 'admin.removed',
  adminSessionsEnded: 'admin.sessions_ended',
  trainerCreated: 'trainer.created',
  trainerUpdated: 'trainer.updated',
  trainerInvited: 'trainer.invited',
  trainerAccountCreated: 'trainer.account_created',
  paymentCodesGenerated: 'payment_codes.generated',
  paymentCodeVoided: 'payment_code.voided',
  sampleDataRemoved: 'sample_data.removed',
  ownerLinkSent: 'owner_link.sent',
  handOffPassedOn: 'hand_off.passed_on',
} as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

/** Who the log names when no staff member acted: the staff area shows each in the reader's language. */
export const ACTIVITY_ACTORS = {
  public: 'public',
  ownerLink: 'owner link',
  ownerLinkRequest: 'owner link request',
  unknownAccount: 'unknown account',
  /** The link a contact email change sends to the address before it, which undoes the change. */
  emailChangeUndo: 'email change undo link',
} as const;
