import { postJson } from '../../../lib/api-client';

/** Whether the code can pay for a registration, and if not the registry's reason; checking does not use it up. */
export function verifyPaymentCode(code: string): Promise<{ valid: boolean; message?: string }> {
  return postJson<{ valid: boolean; message?: string }>('/api/payment-codes/verify', { code });
}
