import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from './staff-messages';
import { trainerSchema } from './staff-schemas';

const listing = { licenseNumber: 'AZ-12345', name: 'Jane Doe', credentialId: 'CRED-1', status: 'active' as const };

describe("the trainer directory's dates", () => {
  it.each(['2026-02-28', '2028-02-29', '2027-12-31', ''])('accepts %j', (expiresOn) => {
    expect(trainerSchema.safeParse({ ...listing, expiresOn }).success).toBe(true);
  });

  it.each([
    ['2026-02-31', STAFF_MESSAGES.realDate],
    ['2027-02-29', STAFF_MESSAGES.realDate],
    ['2026-13-01', STAFF_MESSAGES.realDate],
    ['15/01/2027', STAFF_MESSAGES.dateFormat],
  ])('refuses %j, saying why', (expiresOn, message) => {
    const result = trainerSchema.safeParse({ ...listing, expiresOn });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
