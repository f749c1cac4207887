import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicConfig } from './public-config';

describe('publicConfig', () => {
  it('gives visitors the fee, the contact and how to get a payment code, and nothing of the server', () => {
    const config = loadConfig({
      PAYMENT_HELP_TEXT: 'Pay at the front desk; we give you the number there.',
      PAYMENT_HELP_URL: 'https://pay.example.org/sdr',
      DATABASE_URL: 'postgres://registry:secret@db.internal:5432/registry',
    });
    const shown = publicConfig(config);
    expect(shown).toMatchObject({
      feeCents: 9999,
      validityYears: 10,
      contactEmail: config.contactEmail,
      contactPhone: config.contactPhone,
      paymentHelpText: {
        en: 'Pay at the front desk; we give you the number there.',
        es: 'Pay at the front desk; we give you the number there.',
      },
      paymentHelpUrl: 'https://pay.example.org/sdr',
    });
    expect(JSON.stringify(shown)).not.toContain('secret');
    expect(publicConfig(loadConfig({})).paymentHelpUrl).toBeNull();
  });
});
