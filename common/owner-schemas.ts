/** What a handler does through the owner link: correct contact details, renew, replace a lost card. */
import * as z from 'zod/mini';
import { RENEWAL_WINDOW_DAYS } from './constants';
import { ownerInfoShape, paymentCodeField } from './schemas';

/** The handler's contact details, with the same rules as registration. */
export const contactUpdateSchema = z.strictObject(ownerInfoShape);
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const renewalSchema = z.strictObject({ paymentCode: paymentCodeField });
export type RenewalRequest = z.infer<typeof renewalSchema>;

/**
 * Renewal opens RENEWAL_WINDOW_DAYS before what the fees paid for runs out (when the first reminder goes
 * out) and stays open after.
 */
export function renewalOpensOn(paidThrough: string): Date {
  return new Date(Date.parse(paidThrough) - RENEWAL_WINDOW_DAYS * 86_400_000);
}

/** Only an active registration (expired included) renews; suspended, revoked and the rest do not. */
export function canRenew(dog: { status: string; paidThrough: string }, now = new Date()): boolean {
  return dog.status === 'active' && now >= renewalOpensOn(dog.paidThrough);
}

/** A new card for a lost one is for a registration whose card prints. */
export function canReplaceCard(dog: { status: string }): boolean {
  return dog.status === 'active' || dog.status === 'in_training';
}
