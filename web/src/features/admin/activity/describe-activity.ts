/** The activity log in sentences a person reads at a glance ("Changed breed from Poodle to Golden Retriever"). */
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type { ActivityEntry } from '#common/api';

const FIELD_NAMES: Record<string, string> = {
  dogName: 'name',
  dogBreed: 'breed',
  dogAge: 'age',
  serviceType: 'service type',
  serviceTypeOther: "service type (handler's words)",
  microchipNumber: 'microchip number',
  ownerName: "owner's name",
  ownerAddress: 'address',
  ownerPhone: 'phone',
  ownerEmail: 'email',
  dogPhoto: 'photo',
  showServiceType: 'whether visitors see the service type',
};

const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending review',
  active: 'Active',
  revoked: 'Revoked',
  suspended: 'Suspended',
};

/** Long values (an address) are cut in the sentence; the whole sentence is the row's title. */
const SHORT = 40;
const quote = (value: unknown, limit: number) => {
  const text = String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};
const fieldName = (field: string) => FIELD_NAMES[field] ?? field;

interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

function isChange(value: unknown): value is Change {
  return typeof value === 'object' && value !== null && typeof (value as Change).field === 'string';
}

function describeChange({ field, from, to }: Change, limit: number): string {
  if (field === 'showServiceType')
    return to ? 'Chose to show the service type to visitors' : 'Chose to hide the service type from visitors';
  const name = fieldName(field);
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(from)) return `Added ${name} ${quote(to, limit)}`;
  if (empty(to)) return `Removed ${name} ${quote(from, limit)}`;
  return `Changed ${name} from ${quote(from, limit)} to ${quote(to, limit)}`;
}

function describeEdit(details: Record<string, unknown>, limit: number): string {
  const changes = Array.isArray(details.changes) ? details.changes.filter(isChange) : [];
  if (changes.length > 0) return changes.map((change) => describeChange(change, limit)).join('; ');
  // Entries written before values were kept name only the fields.
  const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
  if (fields.length === 1 && fields[0] === 'dogPhoto') return 'Replaced the photo';
  return fields.length > 0 ? `Changed ${fields.map(fieldName).join(', ')}` : 'Edited the record';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One sentence for an entry; `limit` bounds each quoted value (Infinity for the full text). */
export function describeActivity(entry: ActivityEntry, limit = SHORT): string {
  const d = entry.details ?? {};
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');
  const listing = () => `${text('licenseNumber')}${text('name') ? ` (${text('name')})` : ''}`;
  switch (entry.action) {
    case ACTIVITY_ACTIONS.registrationCreated:
      return 'Registered through the public form';
    case ACTIVITY_ACTIONS.registrationApproved:
      return 'Approved the registration';
    case ACTIVITY_ACTIONS.registrationDenied:
      return `Denied the registration${text('dogName') ? ` of ${text('dogName')}` : ''}`;
    case ACTIVITY_ACTIONS.registrationEdited:
      return describeEdit(d, limit);
    case ACTIVITY_ACTIONS.registrationStatusChanged:
      return `Changed status from ${STATUS_WORDS[text('from')] ?? text('from')} to ${STATUS_WORDS[text('to')] ?? text('to')}`;
    case ACTIVITY_ACTIONS.registrationDeleted:
      return `Deleted the record${text('dogName') ? ` of ${text('dogName')}` : ''}`;
    case ACTIVITY_ACTIONS.registrationsExported:
      return d.searched || (d.status && d.status !== 'all')
        ? 'Exported the matching records to CSV'
        : 'Exported every record to CSV';
    case ACTIVITY_ACTIONS.signedIn:
      return 'Signed in';
    case ACTIVITY_ACTIONS.signInFailed:
      return `Failed to sign in${text('ip') ? ` from ${text('ip')}` : ''}`;
    case ACTIVITY_ACTIONS.adminCreated:
      return `Created the admin account${text('via') ? ` (${text('via')})` : ''}`;
    case ACTIVITY_ACTIONS.adminPasswordReset:
      return `Set a new password${text('via') ? ` (${text('via')})` : ''}`;
    case ACTIVITY_ACTIONS.trainerCreated:
      return `Added trainer ${listing()}`;
    case ACTIVITY_ACTIONS.trainerUpdated:
      if (text('previousStatus') && text('previousStatus') !== text('status'))
        return `${text('status') === 'suspended' ? 'Suspended' : 'Reinstated'} trainer ${listing()}`;
      return `Updated trainer ${listing()}`;
    case ACTIVITY_ACTIONS.paymentCodesGenerated: {
      const count = typeof d.count === 'number' ? d.count : 0;
      return `Generated ${plural(count, 'payment code')}${text('note') ? ` — ${text('note')}` : ''}`;
    }
    case ACTIVITY_ACTIONS.paymentCodeVoided:
      return `Voided payment code ${text('code')}`;
    case ACTIVITY_ACTIONS.sampleDataRemoved:
      return 'Removed the sample data';
    case ACTIVITY_ACTIONS.ownerLinkSent:
      return 'Emailed a new owner link to the handler, on request; the old link stopped working';
    default:
      return String(entry.action);
  }
}
