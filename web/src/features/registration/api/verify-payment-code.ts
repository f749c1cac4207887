import { postJson } from '../../../lib/api-client';

/**
 * Whether the code can pay for a registration, and if not the registry's reason; checking does not use it up.
 * With several programmes the code must be the chosen programme's (`programme`, its slug); with one, none is sent.
 */
export function verifyPaymentCode(code: string, programme?: string): Promise<{ valid: boolean; message?: string }> {
  return postJson<{ valid: boolean; message?: string }>(
    '/api/payment-codes/verify',
    programme ? { code, programme } : { code },
  );
}
