import { postJson } from '../../../lib/api-client';

/** Whether the code exists and is unused; checking does not use it up. */
export async function verifyPaymentCode(code: string): Promise<boolean> {
  return (await postJson<{ valid: boolean }>('/api/payment-codes/verify', { code })).valid;
}
