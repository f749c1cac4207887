/** What a handler does through the owner link: correct contact details, renew, replace a lost card. */
import * as z from 'zod/mini';
import { handlerInfoShape, paymentCodeField } from './schemas';
import { TASK_CATEGORIES } from './task-categories';

/** The handler's contact details, with the same rules as registration. */
export const contactUpdateSchema = z.strictObject(handlerInfoShape);
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

/** A programme that charges no fee renews with no code; any other needs one (the server knows which). */
export const renewalSchema = z.strictObject({ paymentCode: z.optional(paymentCodeField) });
export type RenewalRequest = z.infer<typeof renewalSchema>;

/** The kinds of task the handler chooses to have named on the training attestation; an empty list names none. */
export const taskCategoriesSchema = z.strictObject({
  taskCategories: z.array(z.enum(TASK_CATEGORIES)).check(z.maxLength(TASK_CATEGORIES.length)),
});
export type TaskCategoriesChoice = z.infer<typeof taskCategoriesSchema>;
