/** What a handler does through the owner link: correct contact details, renew, replace a lost card. */
import * as z from 'zod/mini';
import { handlerInfoShape, paymentCodeField } from './schemas';

/** The handler's contact details, with the same rules as registration. */
export const contactUpdateSchema = z.strictObject(handlerInfoShape);
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const renewalSchema = z.strictObject({ paymentCode: paymentCodeField });
export type RenewalRequest = z.infer<typeof renewalSchema>;
