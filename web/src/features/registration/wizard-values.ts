/** The wizard's values, its steps and which step asks for which field; its checks are in wizard-schemas.ts. */

/** The steps' names; the last is "Review and Submit" for a programme that charges no fee. */
export const stepTitles = (free: boolean) =>
  ['wizard.stepDog', 'wizard.stepOwner', free ? 'wizard.stepReview' : 'wizard.stepPayment'] as const;
export type StepIndex = 0 | 1 | 2;

export interface WizardValues {
  /** The slug of the programme that trained the dog; sent only when the registry holds several. */
  programme: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
  serviceType: string;
  serviceTypeOther: string;
  trainerLicenseNumber: string;
  microchipNumber: string;
  /** Whether visitors see the service type on the public card (off unless the handler turns it on). */
  showServiceType: boolean;
  dogPhoto: File | undefined;
  certificationFile: File | undefined;
  ownerName: string;
  ownerAddress: string;
  ownerPhone: string;
  ownerEmail: string;
  paymentCode: string;
}
export type WizardField = keyof WizardValues;
export type WizardTextValues = Omit<WizardValues, 'dogPhoto' | 'certificationFile'>;

export const EMPTY_VALUES: WizardValues = {
  programme: '',
  dogName: '',
  dogBreed: '',
  dogAge: '',
  serviceType: '',
  serviceTypeOther: '',
  trainerLicenseNumber: '',
  microchipNumber: '',
  showServiceType: false,
  dogPhoto: undefined,
  certificationFile: undefined,
  ownerName: '',
  ownerAddress: '',
  ownerPhone: '',
  ownerEmail: '',
  paymentCode: '',
};

const STEP_OF_FIELD: Record<WizardField, StepIndex> = {
  programme: 0,
  dogName: 0,
  dogBreed: 0,
  dogAge: 0,
  serviceType: 0,
  serviceTypeOther: 0,
  trainerLicenseNumber: 0,
  dogPhoto: 0,
  certificationFile: 0,
  microchipNumber: 0,
  showServiceType: 0,
  ownerName: 1,
  ownerAddress: 1,
  ownerPhone: 1,
  ownerEmail: 1,
  paymentCode: 2,
};

/** The earliest step holding one of these fields, for sending the user back to fix a server-side refusal. */
export function firstStepWithError(fields: string[]): StepIndex | null {
  const steps = fields.filter((f): f is WizardField => f in STEP_OF_FIELD).map((f) => STEP_OF_FIELD[f]);
  return steps.length ? (Math.min(...steps) as StepIndex) : null;
}

export function stepFields(step: StepIndex): WizardField[] {
  return (Object.keys(STEP_OF_FIELD) as WizardField[]).filter((field) => STEP_OF_FIELD[field] === step);
}
