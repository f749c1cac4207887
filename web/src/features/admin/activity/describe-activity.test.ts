import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityAction } from '#common/activity-actions';
import { editDetails, fileChange, valueChange } from '#common/activity-details';
import type { ActivityEntry } from '#common/api';
import { describeActivity } from './describe-activity';

const entry = (action: ActivityAction, details: Record<string, unknown> | null = null): ActivityEntry =>
  ({ id: 1, at: '2026-11-22T10:00:00.000Z', actor: 'staff@example.org', action, details }) as ActivityEntry;

describe('the activity log in sentences', () => {
  it('says what an edit changed, by its label, from what to what', () => {
    // As the server writes it (dog-admin-service.ts).
    const edit = entry(
      ACTIVITY_ACTIONS.registrationEdited,
      editDetails([
        valueChange('dogBreed', 'Poodle', 'Golden Retriever'),
        valueChange('microchipNumber', null, '123456789'),
        valueChange('ownerPhone', '(503) 555-0147', null),
        valueChange('dogName', 'Biscuit', 'Biscuit II'),
      ]),
    );
    expect(describeActivity(edit)).toBe(
      'Changed breed from Poodle to Golden Retriever; Added microchip number 123456789; ' +
        "Changed phone number; Changed dog's name from Biscuit to Biscuit II",
    );
  });

  it('reads entries written before labels were kept, and before values were kept', () => {
    const unlabelled = entry(ACTIVITY_ACTIONS.registrationEdited, {
      fields: ['dogBreed'],
      changes: [{ field: 'dogBreed', from: 'Poodle', to: 'Golden Retriever' }],
    });
    expect(describeActivity(unlabelled)).toBe('Changed breed from Poodle to Golden Retriever');
    const namesOnly = entry(ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogName', 'ownerPhone', 'status'] });
    expect(describeActivity(namesOnly)).toBe("Changed dog's name, phone number, status");
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, { fields: ['aNewField'] }))).toBe(
      'Changed aNewField',
    );
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, null))).toBe('Edited the record');
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
    expect(describeActivity(files)).toBe('Added a photo; Replaced the photo; Removed the certification');
  });

  it('cuts a long value in the sentence and keeps it whole on request', () => {
    const breed = 'Nova Scotia Duck Tolling Retriever and Labrador Cross';
    const edit = entry(ACTIVITY_ACTIONS.registrationEdited, editDetails([valueChange('dogBreed', 'Poodle', breed)]));
    expect(describeActivity(edit)).toBe('Changed breed from Poodle to Nova Scotia Duck Tolling Retriever and …');
    expect(describeActivity(edit, Infinity)).toBe(`Changed breed from Poodle to ${breed}`);
  });

  it('names a change to contact details or the service type without copying the values', () => {
    const details = editDetails([
      valueChange('ownerAddress', '12 Oak Lane', '9 Elm Street'),
      valueChange('serviceType', 'Mobility Support', 'Psychiatric Service Dog'),
    ]);
    expect(JSON.stringify(details)).not.toMatch(/Oak Lane|Elm Street|Mobility|Psychiatric/);
    expect(describeActivity(entry(ACTIVITY_ACTIONS.registrationEdited, details))).toBe(
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
    [ACTIVITY_ACTIONS.registrationDenied, { dogName: 'Maple' }, 'Denied the registration of Maple'],
    [
      ACTIVITY_ACTIONS.sampleDataRemoved,
      { trainers: 1, paymentCodes: 9 },
      'Removed the sample data: 1 trainer and 9 payment codes',
    ],
  ])('%s reads as a sentence', (action, details, sentence) => {
    expect(describeActivity(entry(action, details))).toBe(sentence);
  });

  it.each(Object.values(ACTIVITY_ACTIONS))('%s has a sentence of its own, even without details', (action) => {
    const sentence = describeActivity(entry(action, null));
    expect(sentence).toMatch(/^[A-Z]/);
    expect(sentence).not.toContain(action);
    expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
  });
});
