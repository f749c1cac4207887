/**
 * What an edit's activity entry keeps, so the admin area can say it in words ("Changed breed from
 * Poodle to Golden Retriever"): the server writes these shapes, the Activity Log reads them.
 */

/** Each detail as the edit form names it, in the lower case a sentence needs. */
export const REGISTRATION_FIELD_LABELS = {
  dogName: "dog's name",
  dogBreed: 'breed',
  dogAge: 'age',
  serviceType: 'service type',
  serviceTypeOther: 'specified service type',
  microchipNumber: 'microchip number',
  ownerName: "handler's name",
  ownerAddress: 'address',
  ownerPhone: 'phone number',
  ownerEmail: 'email',
  dogPhoto: 'photo',
  certificationFile: 'certification',
  showServiceType: 'whether visitors see the service type',
  taskCategories: 'kinds of task named on the training attestation',
  // Entries written before the status had an entry of its own listed it among the fields.
  status: 'status',
} as const;
export type RegistrationField = keyof typeof REGISTRATION_FIELD_LABELS;

/** A field's label, or its name when it has none (a field added later, read by an older page). */
export function registrationFieldLabel(field: string): string {
  return Object.hasOwn(REGISTRATION_FIELD_LABELS, field)
    ? REGISTRATION_FIELD_LABELS[field as RegistrationField]
    : field;
}

/** A value as stored: text, a yes or no, or null when empty. */
export type ChangeValue = string | number | boolean | null;

/** A detail with its value before and after. */
export interface ValueChange {
  field: string;
  label: string;
  from: ChangeValue;
  to: ChangeValue;
}

/**
 * A detail the log names without its values. The log outlives the record (it is append-only), so it
 * keeps no copy of a handler's contact details, nor of the service type, which can reveal a disability
 * (decision 006); the record itself holds them while it exists.
 */
export interface PrivateChange {
  field: string;
  label: string;
}

export const PRIVATE_FIELDS: readonly string[] = [
  'ownerName',
  'ownerAddress',
  'ownerPhone',
  'ownerEmail',
  'serviceType',
  'serviceTypeOther',
];

/** A file says only what happened to it, never its contents or where it is stored. */
export interface FileChange {
  field: 'dogPhoto' | 'certificationFile';
  label: string;
  file: 'added' | 'replaced' | 'removed';
}

export type FieldChange = ValueChange | FileChange | PrivateChange;

/**
 * The details of `registration.edited`. `fields` names what changed; `changes` says how. Entries
 * written before values were kept have `fields` only, and early ones `changes` without labels.
 */
// A type, not an interface, so it is a plain record the activity repository stores as it is.
export type EditDetails = {
  fields: string[];
  changes: FieldChange[];
};

/** A detail with its values, or, for a private one, its name alone. */
export function valueChange(field: RegistrationField, from: ChangeValue, to: ChangeValue): ValueChange | PrivateChange {
  const label = REGISTRATION_FIELD_LABELS[field];
  return PRIVATE_FIELDS.includes(field) ? { field, label } : { field, label, from, to };
}

/** What happened to a file, from whether the record had one before and has one after. */
export function fileChange(field: FileChange['field'], before: boolean, after: boolean): FileChange {
  return { field, label: REGISTRATION_FIELD_LABELS[field], file: !before ? 'added' : after ? 'replaced' : 'removed' };
}

export function editDetails(changes: FieldChange[]): EditDetails {
  return { fields: changes.map((change) => change.field), changes };
}
