/**
 * The activity log as a person reads it: sentences at a glance ("Changed breed from Poodle to Golden Retriever"),
 * and which entries link to their record.
 */
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { REGISTRATION_FIELD_LABELS, type RegistrationField, type FileChange } from '#common/activity-details';
import type { ActivityEntry } from '#common/api';
import type { RegistrationStatus } from '#common/constants';
import { STATUS_NAMES } from '#common/status-words';
import type { AnyMessageId } from '../../../i18n/catalogues';
import type { Translate } from '../../../i18n/use-t';

/** Long values (an address) are cut in the sentence; the page offers the whole one beside it. */
const SHORT = 40;
const quote = (value: unknown, limit: number) => {
  const text = String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};

/** A status as staff name it ("Pending review"); an unknown one as stored. */
function statusWords(status: string, t: Translate): string {
  return Object.hasOwn(STATUS_NAMES, status) ? t(`statusName.${status as RegistrationStatus}`) : status;
}

const isDogField = (field: string): field is RegistrationField => Object.hasOwn(REGISTRATION_FIELD_LABELS, field);

/**
 * A field's label in the reader's language. The server stores the English label with each change; one that
 * is still today's label is said in the catalogue's words, an older wording as stored, and a field with no
 * label by its name.
 */
function fieldLabel(field: string, t: Translate, stored?: unknown): string {
  const label = typeof stored === 'string' ? stored : undefined;
  if (isDogField(field) && (label === undefined || label === REGISTRATION_FIELD_LABELS[field]))
    return t(`admin.activity.field.${field}`);
  return label ?? field;
}

/** How the server says an admin account was set up (server/src/admin-cli.ts, auth-service.ts). */
const VIA_WORDS: Record<string, AnyMessageId> = {
  'setup link': 'admin.activity.viaSetupLink',
  'command line': 'admin.activity.viaCommandLine',
};

/** The reader's words and dates: `useT()`, and `useFormat().date`, which keeps a calendar date's day in every time zone. */
export interface ActivityWords {
  t: Translate;
  date: (iso: string) => string;
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
const labelOf = (change: StoredChange, t: Translate) => fieldLabel(change.field, t, change.label);

function describeFile(change: StoredChange, t: Translate): string {
  const file = change.file as FileChange['file'];
  const label = labelOf(change, t);
  if (file === 'added') return t('admin.activity.fileAdded', { label });
  if (file === 'removed') return t('admin.activity.fileRemoved', { label });
  return t('admin.activity.fileReplaced', { label });
}

function describeValue(change: StoredChange, limit: number, t: Translate): string {
  const { field, from, to } = change;
  if (field === 'showServiceType')
    return to ? t('admin.activity.showServiceType') : t('admin.activity.hideServiceType');
  const label = labelOf(change, t);
  // Contact details and the service type are logged by name only (common/activity-details.ts).
  if (!('from' in change) && !('to' in change)) return t('admin.activity.changed', { label });
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(from)) return t('admin.activity.valueAdded', { label, value: quote(to, limit) });
  if (empty(to)) return t('admin.activity.valueRemoved', { label, value: quote(from, limit) });
  return t('admin.activity.valueChanged', { label, from: quote(from, limit), to: quote(to, limit) });
}

const FILE_FIELDS: readonly string[] = ['dogPhoto', 'certificationFile'];

function describeEdit(details: Record<string, unknown>, limit: number, t: Translate): string {
  const changes = Array.isArray(details.changes) ? details.changes.filter(isChange) : [];
  if (changes.length > 0)
    return changes
      .map((change) => (typeof change.file === 'string' ? describeFile(change, t) : describeValue(change, limit, t)))
      .join('; ');
  // Entries written before values were kept name only the fields.
  const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
  if (fields.length === 1 && FILE_FIELDS.includes(fields[0] ?? ''))
    return t('admin.activity.fileReplaced', { label: fieldLabel(fields[0] ?? '', t) });
  return fields.length > 0
    ? t('admin.activity.changed', { label: fields.map((field) => fieldLabel(field, t)).join(', ') })
    : t('admin.activity.edited');
}

/**
 * One sentence for an entry, in the reader's language; `limit` bounds each quoted value (Infinity for the
 * full text).
 */
export function describeActivity(entry: ActivityEntry, { t, date }: ActivityWords, limit = SHORT): string {
  const d = entry.details ?? {};
  /** The UTC day of a stored date or timestamp ("2027-01-15"), as the reader writes it; a value that is none as stored. */
  const calendarDate = (iso: string) => {
    const words = date(iso.slice(0, 10));
    return words === '—' ? iso : words;
  };
  const text = (key: string) => (typeof d[key] === 'string' ? d[key] : '');
  const count = (key: string) => (typeof d[key] === 'number' ? d[key] : 0);
  const listing = () => `${text('licenseNumber')}${text('name') ? ` (${text('name')})` : ''}`;
  const reason = () => (text('reason') ? t('admin.activity.reason', { reason: quote(text('reason'), limit) }) : '');
  const via = () => {
    const words = VIA_WORDS[text('via')];
    return words ? t(words) : text('via');
  };
  const action = entry.action;
  switch (action) {
    case ACTIVITY_ACTIONS.registrationCreated:
      return t('admin.activity.registered');
    case ACTIVITY_ACTIONS.registrationApproved:
      return t('admin.activity.approved');
    case ACTIVITY_ACTIONS.registrationDenied:
      return `${
        text('dogName') ? t('admin.activity.deniedOf', { dogName: text('dogName') }) : t('admin.activity.denied')
      }${reason()}${d.paymentCodeReturned === true ? t('admin.activity.codeReturned') : ''}`;
    case ACTIVITY_ACTIONS.registrationEdited:
      return describeEdit(d, limit, t);
    case ACTIVITY_ACTIONS.registrationStatusChanged:
      return text('from') && text('to')
        ? `${
            text('from') === text('to')
              ? t('admin.activity.statusReasonChanged', { status: statusWords(text('to'), t) })
              : t('admin.activity.statusChanged', {
                  from: statusWords(text('from'), t),
                  to: statusWords(text('to'), t),
                })
          }${reason()}`
        : t('admin.activity.statusChangedBare');
    case ACTIVITY_ACTIONS.registrationRenewed:
      return `${t('admin.activity.renewed')}${
        text('to') ? t('admin.activity.renewedUntil', { date: calendarDate(text('to')) }) : ''
      }${text('paymentCode') ? t('admin.activity.renewedWithCode', { code: text('paymentCode') }) : ''}`;
    case ACTIVITY_ACTIONS.accessTestRecorded:
      return `${t('admin.activity.accessTest', { testedOn: calendarDate(text('testedOn')), result: text('result') })}${
        text('evaluator') ? t('admin.activity.evaluatedBy', { evaluator: text('evaluator') }) : ''
      }${text('nextDue') ? t('admin.activity.nextDue', { nextDue: calendarDate(text('nextDue')) }) : ''}`;
    case ACTIVITY_ACTIONS.cardReplaced:
      return t('admin.activity.cardReplaced');
    case ACTIVITY_ACTIONS.registrationDeleted:
      return text('dogName')
        ? t('admin.activity.deletedOf', { dogName: text('dogName') })
        : t('admin.activity.deleted');
    case ACTIVITY_ACTIONS.registrationsExported: {
      const status = text('status') && text('status') !== 'all' ? statusWords(text('status'), t) : '';
      if (status)
        return d.searched
          ? t('admin.activity.exportedStatusSearched', { status })
          : t('admin.activity.exportedStatus', { status });
      return d.searched ? t('admin.activity.exportedSearched') : t('admin.activity.exportedAll');
    }
    case ACTIVITY_ACTIONS.signedIn:
      return t('admin.activity.signedIn');
    case ACTIVITY_ACTIONS.signInFailed:
      return text('ip') ? t('admin.activity.signInFailedFrom', { ip: text('ip') }) : t('admin.activity.signInFailed');
    case ACTIVITY_ACTIONS.adminCreated:
      return text('via') ? t('admin.activity.adminCreatedVia', { via: via() }) : t('admin.activity.adminCreated');
    case ACTIVITY_ACTIONS.adminPasswordReset:
      return text('via') ? t('admin.activity.passwordResetVia', { via: via() }) : t('admin.activity.passwordReset');
    case ACTIVITY_ACTIONS.adminRemoved:
      return t('admin.activity.adminRemoved', { email: text('email') });
    case ACTIVITY_ACTIONS.adminSessionsEnded:
      return t('admin.activity.sessionsEnded', { email: text('email'), count: count('sessions') });
    case ACTIVITY_ACTIONS.trainerInvited:
      return t('admin.activity.trainerInvited', { listing: listing(), email: text('email') });
    case ACTIVITY_ACTIONS.trainerAccountCreated:
      return t('admin.activity.trainerAccountCreated', { listing: listing() });
    case ACTIVITY_ACTIONS.trainerCreated:
      return t('admin.activity.trainerAdded', { listing: listing() });
    case ACTIVITY_ACTIONS.trainerUpdated:
      if (text('previousStatus') && text('previousStatus') !== text('status'))
        return text('status') === 'suspended'
          ? t('admin.activity.trainerSuspended', { listing: listing() })
          : t('admin.activity.trainerReinstated', { listing: listing() });
      return t('admin.activity.trainerUpdated', { listing: listing() });
    case ACTIVITY_ACTIONS.paymentCodesGenerated:
      return text('note')
        ? t('admin.activity.codesGeneratedNote', { count: count('count'), note: text('note') })
        : t('admin.activity.codesGenerated', { count: count('count') });
    case ACTIVITY_ACTIONS.paymentCodeVoided:
      return t('admin.activity.codeVoided', { code: text('code') }).trim();
    case ACTIVITY_ACTIONS.sampleDataRemoved: {
      const trainers = count('trainers');
      const paymentCodes = count('paymentCodes');
      if (trainers > 0 && paymentCodes > 0) return t('admin.activity.sampleRemovedBoth', { trainers, paymentCodes });
      if (trainers > 0) return t('admin.activity.sampleRemovedTrainers', { trainers });
      if (paymentCodes > 0) return t('admin.activity.sampleRemovedCodes', { paymentCodes });
      return t('admin.activity.sampleRemoved');
    }
    case ACTIVITY_ACTIONS.ownerLinkSent:
      return t('admin.activity.ownerLinkSent');
    case ACTIVITY_ACTIONS.handOffPassedOn:
      return t('admin.activity.handOffPassedOn', { subject: text('subject') });
    default: {
      // Every action has its sentence: a new one fails to compile here until it is given one.
      const unknown: never = action;
      return String(unknown);
    }
  }
}

/**
 * The record an entry names still exists, so its number links to its card. The server says so (`recordExists`):
 * a denied record stays until staff delete it, and every entry of a deleted record loses its link.
 */
export function linksToRecord(
  entry: ActivityEntry,
): entry is ActivityEntry & { dogId: string; registryNumber: string } {
  return entry.recordExists && Boolean(entry.dogId && entry.registryNumber);
}
