/** The activity log in sentences a person reads at a glance ("Changed breed from Poodle to Golden Retriever"). */
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { dogFieldLabel, type FileChange } from '#common/activity-details';
import type { ActivityEntry } from '#common/api';
import type { DogStatus } from '#common/constants';
import { formatCalendarDate } from '#common/dates';
import { STATUS_NAMES } from '#common/status-words';

/** Long values (an address) are cut in the sentence; the page offers the whole one beside it. */
const SHORT = 40;
const quote = (value: unknown, limit: number) => {
  const text = String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};

/** A status as staff name it ("Pending review"); an unknown one as stored. */
function statusWords(status: string): string {
  return Object.hasOwn(STATUS_NAMES, status) ? STATUS_NAMES[status as DogStatus] : status;
}

/** A change as stored: read loosely, since entries of every age are in the log. */
interface StoredChange {
  field: string;
  label?: unknown;
  from?: unknown;
  to?: unknown;
  file?: unknown;
}

const isChange = (value: unknown): value is StoredChange =>
  typeof value === 'object' && value !== null && typeof (value as StoredChange).field === 'string';

/** The label stored with the change, or (in entries written before labels were kept) the one of its field. */
const labelOf = (change: StoredChange) =>
  typeof change.label === 'string' ? change.label : dogFieldLabel(change.field);

function describeFile(change: StoredChange): string {
  const file = change.file as FileChange['file'];
  if (file === 'added') return `Added a ${labelOf(change)}`;
  if (file === 'removed') return `Removed the ${labelOf(change)}`;
  return `Replaced the ${labelOf(change)}`;
}

function describeValue(change: StoredChange, limit: number): string {
  const { field, from, to } = change;
  if (field === 'showServiceType')
    return to ? 'Chose to show the service type to visitors' : 'Chose to hide the service type from visitors';
  const label = labelOf(change);
  // Contact details and the service type are logged by name only (common/activity-details.ts).
  if (!('from' in change) && !('to' in change)) return `Changed ${label}`;
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(from)) return `Added ${label} ${quote(to, limit)}`;
  if (empty(to)) return `Removed ${label} ${quote(from, limit)}`;
  return `Changed ${label} from ${quote(from, limit)} to ${quote(to, limit)}`;
}

const FILE_FIELDS: readonly string[] = ['dogPhoto', 'certificationFile'];

function describeEdit(details: Record<string, unknown>, limit: number): string {
  const changes = Array.isArray(details.changes) ? details.changes.filter(isChange) : [];
  if (changes.length > 0)
    return changes
      .map((change) => (typeof change.file === 'string' ? describeFile(change) : describeValue(change, limit)))
      .join('; ');
  // Entries written before values were kept name only the fields.
  const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
  if (fields.length === 1 && FILE_FIELDS.includes(fields[0] ?? ''))
    return `Replaced the ${dogFieldLabel(fields[0] ?? '')}`;
  return fields.length > 0 ? `Changed ${fields.map(dogFieldLabel).join(', ')}` : 'Edited the record';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One sentence for an entry; `limit` bounds each quoted value (Infinity for the full text). */
export function describeActivity(entry: ActivityEntry, limit = SHORT): string {
  const d = entry.details ?? {};
  const text = (key: string) => (typeof d[key] === 'string' ? d[key] : '');
  const count = (key: string) => (typeof d[key] === 'number' ? d[key] : 0);
  const listing = () => `${text('licenseNumber')}${text('name') ? ` (${text('name')})` : ''}`;
  const action = entry.action;
  switch (action) {
    case ACTIVITY_ACTIONS.registrationCreated:
      return 'Registered through the public form';
    case ACTIVITY_ACTIONS.registrationApproved:
      return 'Approved the registration';
    case ACTIVITY_ACTIONS.registrationDenied:
      return `Denied the registration${text('dogName') ? ` of ${text('dogName')}` : ''}${
        text('reason') ? `: "${quote(text('reason'), limit)}"` : ''
      }${d.paymentCodeReturned === true ? '; the payment code can be used again' : ''}`;
    case ACTIVITY_ACTIONS.registrationEdited:
      return describeEdit(d, limit);
    case ACTIVITY_ACTIONS.registrationStatusChanged:
      return text('from') && text('to')
        ? `${
            text('from') === text('to')
              ? `Changed the reason for status ${statusWords(text('to'))}`
              : `Changed status from ${statusWords(text('from'))} to ${statusWords(text('to'))}`
          }${text('reason') ? `: "${quote(text('reason'), limit)}"` : ''}`
        : 'Changed the status';
    case ACTIVITY_ACTIONS.registrationRenewed:
      return `Renewed the registration${text('to') ? ` until ${formatCalendarDate(text('to'))}` : ''}${
        text('paymentCode') ? ` with payment code ${text('paymentCode')}` : ''
      }`;
    case ACTIVITY_ACTIONS.accessTestRecorded:
      return `Recorded a public access test on ${text('testedOn')}: ${text('result')}${
        text('evaluator') ? `, evaluated by ${text('evaluator')}` : ''
      }${text('nextDue') ? `; next due ${text('nextDue')}` : ''}`;
    case ACTIVITY_ACTIONS.cardReplaced:
      return 'Issued a replacement card; the earlier card no longer verifies';
    case ACTIVITY_ACTIONS.registrationDeleted:
      return `Deleted the record${text('dogName') ? ` of ${text('dogName')}` : ''}`;
    case ACTIVITY_ACTIONS.registrationsExported: {
      const status = text('status') && text('status') !== 'all' ? text('status') : '';
      const which = status ? `the ${statusWords(status)} records` : d.searched ? 'the records' : 'every record';
      return `Exported ${which}${d.searched ? ' matching a search' : ''} to CSV`;
    }
    case ACTIVITY_ACTIONS.signedIn:
      return 'Signed in';
    case ACTIVITY_ACTIONS.signInFailed:
      return `Failed sign-in${text('ip') ? ` from ${text('ip')}` : ''}`;
    case ACTIVITY_ACTIONS.adminCreated:
      return `Created the admin account${text('via') ? ` (${text('via')})` : ''}`;
    case ACTIVITY_ACTIONS.adminPasswordReset:
      return `Set a new password${text('via') ? ` (${text('via')})` : ''}`;
    case ACTIVITY_ACTIONS.adminRemoved:
      return `Removed the admin account of ${text('email')}`;
    case ACTIVITY_ACTIONS.adminSessionsEnded:
      return `Signed ${text('email')} out everywhere (${plural(count('sessions'), 'session')} ended)`;
    case ACTIVITY_ACTIONS.trainerCreated:
      return `Added trainer ${listing()}`;
    case ACTIVITY_ACTIONS.trainerUpdated:
      if (text('previousStatus') && text('previousStatus') !== text('status'))
        return `${text('status') === 'suspended' ? 'Suspended' : 'Reinstated'} trainer ${listing()}`;
      return `Updated trainer ${listing()}`;
    case ACTIVITY_ACTIONS.paymentCodesGenerated:
      return `Generated ${plural(count('count'), 'payment code')}${text('note') ? ` — ${text('note')}` : ''}`;
    case ACTIVITY_ACTIONS.paymentCodeVoided:
      return `Voided payment code ${text('code')}`.trim();
    case ACTIVITY_ACTIONS.sampleDataRemoved: {
      const removed = [
        ...(count('trainers') > 0 ? [plural(count('trainers'), 'trainer')] : []),
        ...(count('paymentCodes') > 0 ? [plural(count('paymentCodes'), 'payment code')] : []),
      ];
      return `Removed the sample data${removed.length > 0 ? `: ${removed.join(' and ')}` : ''}`;
    }
    case ACTIVITY_ACTIONS.ownerLinkSent:
      return 'Emailed a new owner link to the handler, on request; the old link stopped working';
    default: {
      // Every action has its sentence: a new one fails to compile here until it is given one.
      const unknown: never = action;
      return String(unknown);
    }
  }
}
