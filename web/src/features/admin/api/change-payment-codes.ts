/** New batches of payment codes, and voiding one that was not used. */
import { sendJson } from '../../../lib/api-client';

export function generatePaymentCodes(count: number, note: string): Promise<{ codes: string[] }> {
  return sendJson<{ codes: string[] }>('POST', '/api/admin/payment-codes', { count, note });
}

export function voidPaymentCode(code: string): Promise<{ code: string }> {
  return sendJson<{ code: string }>('POST', `/api/admin/payment-codes/${encodeURIComponent(code)}/void`);
}
