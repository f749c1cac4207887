import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityAction } from '#common/activity-actions';
import type { ActivityEntry } from '#common/api';
import { describeActivity } from './describe-activity';

const entry = (action: ActivityAction, details: Record<string, unknown> | null = null): ActivityEntry =>
  ({ id: 1, at: '2026-11-22T10:00:00.000Z', actor: 'staff@example.org', action, details }) as ActivityEntry;

describe('the activity log in sentences', () => {
  it('says what an edit changed, from what to what', () => {
    const edit = entry(ACTIVITY_ACTIONS.registrationEdited, {
      fields: ['dogBreed', 'microchipNumber', 'ownerPhone'],
      changes: [
        { field: 'dogBreed', from: 'Poodle', to: 'Golden Retriever' },
        { field: 'microchipNumber', from: null, to: '123456789' },
        { field: 'ownerPhone', from: '(503) 555-0147', to: '' },
      ],
    });
    expect(describeActivity(edit)).toBe(
      'Changed breed from Poodle to Golden Retriever; Added microchip number 123456789; Removed phone (503) 555-0147',
    );
  });

  it('cuts a long value in the sentence and keeps it whole on request', () => {
    const address = '1200 Northwest Marshall Street, Apartment 4B, Portland, OR 97209';
    const edit = entry(ACTIVITY_ACTIONS.registrationEdited, {
      changes: [{ field: 'ownerAddress', from: '12 Oak Lane', to: address }],
    });
    expect(describeActivity(edit)).toBe('Changed address from 12 Oak Lane to 1200 Northwest Marshall Street, Apartme…');
    expect(describeActivity(edit, Infinity)).toBe(`Changed address from 12 Oak Lane to ${address}`);
  });

  it.each<[ActivityAction, Record<string, unknown> | null, string]>([
    [
      ACTIVITY_ACTIONS.registrationStatusChanged,
      { from: 'pending', to: 'active' },
      'Changed status from Pending review to Active',
    ],
    [ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogPhoto'] }, 'Replaced the photo'],
    [ACTIVITY_ACTIONS.registrationEdited, { fields: ['dogBreed', 'ownerPhone'] }, 'Changed breed, phone'],
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
    [ACTIVITY_ACTIONS.registrationsExported, { status: 'all', searched: false }, 'Exported every record to CSV'],
    [ACTIVITY_ACTIONS.signInFailed, { ip: '203.0.113.9' }, 'Failed to sign in from 203.0.113.9'],
  ])('%s reads as a sentence', (action, details, sentence) => {
    expect(describeActivity(entry(action, details))).toBe(sentence);
  });
});
