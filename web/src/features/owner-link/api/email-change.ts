import { postJson } from '../../../lib/api-client';

/** Follows an emailed link of a contact email change: undo it, or confirm the new address. */
export function followEmailChangeLink(action: 'undo' | 'confirm', token: string): Promise<{ message: string }> {
  return postJson<{ message: string }>(`/api/email-change/${action}`, { token });
}
