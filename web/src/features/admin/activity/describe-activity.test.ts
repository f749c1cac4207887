import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityAction } from '#common/activity-actions';
import { REGISTRATION_FIELD_LABELS, editDetails, fileChange, valueChange } from '#common/activity-details';
import type { ActivityEntry } from '#common/api';
import { staffEn } from '#common/i18n/staff-messages-en';
import { staffEs } from '#common/i18n/staff-messages-es';
import { compileMessage } from '#common/i18n/compile-message';
import { en } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import type { AnyMessageId } from '../../../i18n/catalogues';
import { formatText } from '../../../i18n/format-message';
import { formatDate } from '../../../lib/format';
import type { Translate } from '../../../i18n/use-t';
import { describeActivity, linksToRecord } from './describe-activity';

/** `useT()` as the browser has it, with the catalogues compiled as the build compiles them. */
function translator(locale: string, messages: { readonly [Id in AnyMessageId]?: string }): Translate {
  return (id, values) => formatText(locale, id, compileMessage(messages[id] ?? id), values);
}
const t = translator('en-US', { ...en, ...staffEn });
const tEs = translator('es-US', { ...es, ...staffEs });
const words = { t, date: (iso: string) => formatDate(iso, t) };
const wordsEs = { t: tEs, date: (iso: string) => formatDate(iso, tEs) };

const entry = (action: ActivityAction, details: Record<string, unknown> | null = null): ActivityEntry =>
  ({ id: 1, at: '2026-11-22T10:00:00.000Z', actor: 'staff@example.org', action, details }) as ActivityEntry;

describe('the activity log in sentences', () => {
  it('says what an edit changed, by its label, from what to what', () => {
    // As the server writes it (record-review-service.ts).
    const edit = entry(
      ACTIVITY_ACTIONS.registrationEdited,
      editDetails([
        valueChange('dogBreed', 'Poodle', 'Golden Retriever'),
        valueChange('microchipNumber', null, '123456789'),
        valueChange('ownerPhone', '(503) 555-0147', null),
        valueChange('dogName', 'Biscuit', 'Biscuit II'),
      ]),
    );
    expect(describeActivity(edit, words)).toBe(
      'Changed breed from Poodle to Golden Retriever; Added microchip number 123456789; ' +
        "Changed phone number; Changed dog's name from Biscuit to Biscuit II",
    );
  });

  it('reads entries written before labels were kept, and before values were kept', () => {
    const unlabelled = entry(ACTIVITY_ACTIONS.registrationEdited, {
      fields: ['dogBreed'],
      changes: [{ field: 'dogBreed', from: 'Poodle', to: 'Golden Retriever' }],
    });
    expect(describeActivity(unlabelled, words)).toBe('Changed breed from Poodle to Golden Retriever');
    const namesOnly = entry(ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogName', 'ownerPhone', 'status'] });
    expect(describeActivity(namesOnly, words)).toBe("Changed dog's name, phone number, status");
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, { fields: ['aNewField'] }), words)).toBe(
      'Changed aNewField',
    );
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, null), words)).toBe('Edited the record');
  });

  it('says a file was added, replaced or removed, never more', () => {
    const files = entry(
      ACTIVITY_ACTIONS.registrationEdited,
      editDetails([
        fileChange('dogPhoto', false, true),
        fileChange('dogPhoto', true, true),
        fileChange('certificationFile', true, false),
      ]),
    );
    expect(describeActivity(files, words)).toBe('Added a photo; Replaced the photo; Removed the certification');
  });

  it('cuts a long value in the sentence and keeps it whole on request', () => {
    const breed = 'Nova Scotia Duck Tolling Retriever and Labrador Cross';
    const edit = entry(ACTIVITY_ACTIONS.registrationEdited, editDetails([valueChange('dogBreed', 'Poodle', breed)]));
    expect(describeActivity(edit, words)).toBe('Changed breed from Poodle to Nova Scotia Duck Tolling Retriever and …');
    expect(describeActivity(edit, words, Infinity)).toBe(`Changed breed from Poodle to ${breed}`);
  });

  it('names a change to contact details or the service type without copying the values', () => {
    const details = editDetails([
      valueChange('ownerAddress', '12 Oak Lane', '9 Elm Street'),
      valueChange('serviceType', 'Mobility Support', 'Psychiatric Service Dog'),
    ]);
    expect(JSON.stringify(details)).not.toMatch(/Oak Lane|Elm Street|Mobility|Psychiatric/);
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, details), words)).toBe(
      'Changed address; Changed service type',
    );
  });

  it.each<[ActivityAction, Record<string, unknown> | null, string]>([
    [
      ACTIVITY_ACTIONS.registrationStatusChanged,
      { from: 'pending', to: 'active' },
      'Changed status from Pending review to Active',
    ],
    [ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogPhoto'] }, 'Replaced the photo'],
    [ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogBreed', 'ownerPhone'] }, 'Changed breed, phone number'],
    [
      ACTIVITY_ACTIONS.registrationEdited,
      { fields: ['showServiceType'], changes: [{ field: 'showServiceType', from: false, to: true }] },
      'Chose to show the service type to visitors',
    ],
    [ACTIVITY_ACTIONS.registrationApproved, null, 'Approved the registration'],
    [ACTIVITY_ACTIONS.registrationDeleted, { dogName: 'Maple' }, 'Deleted the record of Maple'],
    [
      ACTIVITY_ACTIONS.trainerCreated,
      { licenseNumber: 'AZ-12345', name: 'Jane Doe' },
      'Added trainer AZ-12345 (Jane Doe)',
    ],
    [
      ACTIVITY_ACTIONS.trainerUpdated,
      { licenseNumber: 'AZ-12345', name: 'Jane Doe', status: 'suspended', previousStatus: 'active' },
      'Suspended trainer AZ-12345 (Jane Doe)',
    ],
    [
      ACTIVITY_ACTIONS.trainerUpdated,
      { licenseNumber: 'AZ-12345', name: 'Jane Doe', status: 'active', previousStatus: 'suspended' },
      'Reinstated trainer AZ-12345 (Jane Doe)',
    ],
    [
      ACTIVITY_ACTIONS.paymentCodesGenerated,
      { count: 20, note: 'Spring fair' },
      'Generated 20 payment codes — Spring fair',
    ],
    [ACTIVITY_ACTIONS.paymentCodesGenerated, { count: 1, note: null }, 'Generated 1 payment code'],
    [ACTIVITY_ACTIONS.paymentCodeVoided, { code: 'ABCD-EFGH' }, 'Voided payment code ABCD-EFGH'],
    [
      ACTIVITY_ACTIONS.registrationStatusChanged,
      { from: 'active', to: 'revoked' },
      'Changed status from Active to Revoked',
    ],
    [ACTIVITY_ACTIONS.registrationsExported, { status: 'all', searched: false }, 'Exported every record to CSV'],
    [
      ACTIVITY_ACTIONS.registrationsExported,
      { status: 'all', searched: true },
      'Exported the records matching a search to CSV',
    ],
    [
      ACTIVITY_ACTIONS.registrationsExported,
      { status: 'pending', searched: false },
      'Exported the Pending review records to CSV',
    ],
    [ACTIVITY_ACTIONS.signedIn, { ip: '203.0.113.9' }, 'Signed in'],
    [ACTIVITY_ACTIONS.signInFailed, { ip: '203.0.113.9' }, 'Failed sign-in from 203.0.113.9'],
    [ACTIVITY_ACTIONS.adminCreated, { via: 'setup link' }, 'Created the admin account (setup link)'],
    [ACTIVITY_ACTIONS.adminPasswordReset, { via: 'command line' }, 'Set a new password (command line)'],
    [ACTIVITY_ACTIONS.adminRemoved, { email: 'old@example.org' }, 'Removed the admin account of old@example.org'],
    [
      ACTIVITY_ACTIONS.adminSessionsEnded,
      { email: 'lost@example.org', sessions: 2 },
      'Signed lost@example.org out everywhere (2 sessions ended)',
    ],
    [ACTIVITY_ACTIONS.registrationCreated, null, 'Registered through the public form'],
    [
      ACTIVITY_ACTIONS.registrationRenewed,
      { to: '2031-01-15', paymentCode: 'ABCD-EFGH' },
      'Renewed the registration until January 15, 2031 with payment code ABCD-EFGH',
    ],
    [
      ACTIVITY_ACTIONS.accessTestRecorded,
      { testedOn: '2026-11-01', result: 'passed', evaluator: 'AZ-12345', nextDue: '2027-11-01' },
      'Recorded a public access test on November 1, 2026: passed, evaluated by AZ-12345; next due November 1, 2027',
    ],
    [
      ACTIVITY_ACTIONS.registrationDenied,
      { dogName: 'Maple', reason: 'No photo', paymentCodeReturned: true },
      'Denied the registration of Maple: "No photo"; the payment code can be used again',
    ],
    [
      ACTIVITY_ACTIONS.registrationStatusChanged,
      { from: 'suspended', to: 'suspended', reason: 'Pending a new test' },
      'Changed the reason for status Suspended: "Pending a new test"',
    ],
    [ACTIVITY_ACTIONS.registrationDenied, { dogName: 'Maple' }, 'Denied the registration of Maple'],
    [
      ACTIVITY_ACTIONS.sampleDataRemoved,
      { trainers: 1, paymentCodes: 9 },
      'Removed the sample data: 1 trainer and 9 payment codes',
    ],
  ])('%s reads as a sentence', (action, details, sentence) => {
    expect(describeActivity(entry(action, details), words)).toBe(sentence);
  });

  it.each(Object.values(ACTIVITY_ACTIONS))('%s has a sentence of its own, even without details', (action) => {
    const sentence = describeActivity(entry(action, null), words);
    expect(sentence).toMatch(/^[A-Z]/);
    expect(sentence).not.toContain(action);
    expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
  });

  it('says each field in the words of the catalogue, which in English are the labels the server stores', () => {
    for (const [field, label] of Object.entries(REGISTRATION_FIELD_LABELS))
      expect(t(`admin.activity.field.${field as keyof typeof REGISTRATION_FIELD_LABELS}`)).toBe(label);
    // A label stored in an older wording is shown as stored.
    const older = entry(ACTIVITY_ACTIONS.registrationEdited, {
      fields: ['dogBreed'],
      changes: [{ field: 'dogBreed', label: 'dog breed', from: 'Poodle', to: 'Beagle' }],
    });
    expect(describeActivity(older, words)).toBe('Changed dog breed from Poodle to Beagle');
  });
});

describe('the activity log in Spanish', () => {
  it('says what an edit changed, with the fields in Spanish', () => {
    const edit = entry(
      ACTIVITY_ACTIONS.registrationEdited,
      editDetails([
        valueChange('dogBreed', 'Poodle', 'Golden Retriever'),
        valueChange('microchipNumber', null, '123456789'),
        valueChange('ownerPhone', '(503) 555-0147', null),
        fileChange('dogPhoto', false, true),
      ]),
    );
    expect(describeActivity(edit, wordsEs)).toBe(
      'Cambió la raza de Poodle a Golden Retriever; Agregó el número de microchip: 123456789; ' +
        'Cambió el número de teléfono; Agregó la foto',
    );
    const namesOnly = entry(ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogName', 'status', 'aNewField'] });
    expect(describeActivity(namesOnly, wordsEs)).toBe('Cambió el nombre del perro, el estado, aNewField');
  });

  it.each<[ActivityAction, Record<string, unknown> | null, string]>([
    [
      ACTIVITY_ACTIONS.registrationStatusChanged,
      { from: 'pending', to: 'active', reason: 'Todo en orden' },
      'Cambió el estado de En revisión a Activo: "Todo en orden"',
    ],
    [
      ACTIVITY_ACTIONS.registrationRenewed,
      { to: '2031-01-15', paymentCode: 'ABCD-EFGH' },
      'Renovó el registro hasta el 15 de enero de 2031 con el código de pago ABCD-EFGH',
    ],
    [
      ACTIVITY_ACTIONS.accessTestRecorded,
      { testedOn: '2026-11-01', result: 'failed' },
      'Anotó una prueba de acceso público el 1 de noviembre de 2026: no aprobada',
    ],
    [
      ACTIVITY_ACTIONS.trainerUpdated,
      { licenseNumber: 'AZ-12345', name: 'Jane Doe', status: 'suspended', previousStatus: 'active' },
      'Suspendió al entrenador AZ-12345 (Jane Doe)',
    ],
    [ACTIVITY_ACTIONS.paymentCodesGenerated, { count: 1, note: null }, 'Generó 1 código de pago'],
    [
      ACTIVITY_ACTIONS.paymentCodesGenerated,
      { count: 20, note: 'Feria de primavera' },
      'Generó 20 códigos de pago — Feria de primavera',
    ],
    [
      ACTIVITY_ACTIONS.registrationsExported,
      { status: 'pending', searched: true },
      'Exportó a CSV los registros con estado En revisión que coinciden con una búsqueda',
    ],
    [ACTIVITY_ACTIONS.adminCreated, { via: 'setup link' }, 'Creó la cuenta de administrador (enlace de configuración)'],
    [
      ACTIVITY_ACTIONS.adminSessionsEnded,
      { email: 'lost@example.org', sessions: 1 },
      'Cerró la sesión de lost@example.org en todos los dispositivos (1 sesión cerrada)',
    ],
    [
      ACTIVITY_ACTIONS.sampleDataRemoved,
      { trainers: 2, paymentCodes: 1 },
      'Eliminó los datos de ejemplo: 2 entrenadores y 1 código de pago',
    ],
  ])('%s reads as a Spanish sentence', (action, details, sentence) => {
    expect(describeActivity(entry(action, details), wordsEs)).toBe(sentence);
  });

  it.each(Object.values(ACTIVITY_ACTIONS))('%s has a Spanish sentence that is not the English one', (action) => {
    const sentence = describeActivity(entry(action, null), wordsEs);
    expect(sentence).not.toBe(describeActivity(entry(action, null), words));
    expect(sentence).not.toContain('admin.activity.');
    expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
  });
});

describe('which entries link to their record', () => {
  const about = (action: ActivityAction, recordExists: boolean, dogId: string | null = 'dog-1'): ActivityEntry => ({
    ...entry(action),
    dogId,
    registryNumber: dogId ? 'SDR-0004' : null,
    recordExists,
  });

  it('links a denied record, which still exists, and every entry about it', () => {
    expect(linksToRecord(about(ACTIVITY_ACTIONS.registrationDenied, true))).toBe(true);
    expect(linksToRecord(about(ACTIVITY_ACTIONS.registrationCreated, true))).toBe(true);
  });

  it('links no entry of a deleted record, whatever the entry says happened', () => {
    for (const action of [
      ACTIVITY_ACTIONS.registrationDeleted,
      ACTIVITY_ACTIONS.registrationDenied,
      ACTIVITY_ACTIONS.registrationCreated,
      ACTIVITY_ACTIONS.registrationEdited,
    ])
      expect(linksToRecord(about(action, false)), action).toBe(false);
  });

  it('links nothing for an entry that names no record', () => {
    expect(linksToRecord(about(ACTIVITY_ACTIONS.trainerCreated, false, null))).toBe(false);
  });
});
