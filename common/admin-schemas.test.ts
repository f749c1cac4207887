import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin-messages';
import { trainerSchema } from './admin-schemas';

const listing = { licenseNumber: 'AZ-12345', name: 'Jane Doe', credentialId: 'CRED-1', status: 'active' as const };

describe("the trainer directory's dates", () => {
  it.each(['2026-02-28', '2028-02-29', '2027-12-31', ''])('accepts %j', (expiresOn) => {
    expect(trainerSchema.safeParse({ ...listing, expiresOn }).success).toBe(true);
  });

  it.each([
    ['2026-02-31', ADMIN_MESSAGES.realDate],
    ['2027-02-29', ADMIN_MESSAGES.realDate],
    ['2026-13-01', ADMIN_MESSAGES.realDate],
    ['15/01/2027', ADMIN_MESSAGES.dateFormat],
  ])('refuses %j, saying why', (expiresOn, message) => {
    const result = trainerSchema.safeParse({ ...listing, expiresOn });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
