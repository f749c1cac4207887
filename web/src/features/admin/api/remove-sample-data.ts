import { sendJson } from '../../../lib/api-client';

/** Removes the demo trainer and the unused sample codes; says how many of each went. */
export function removeSampleData(): Promise<{ paymentCodes: number; trainers: number }> {
  return sendJson<{ paymentCodes: number; trainers: number }>('DELETE', '/api/admin/sample-data');
}
