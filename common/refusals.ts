/**
 * Why the public flow refuses a trainer ID or a payment code, in words a handler can act on. One set
 * of rules for the check endpoints and for the registration that re-checks both.
 */
import type { TrainerStatus } from './constants';
import { formatCalendarDate } from './dates';
import { MESSAGES, type SharedMessageId } from './messages';

export type TrainerRefusalCode = 'TRAINER_NOT_FOUND' | 'TRAINER_SUSPENDED' | 'TRAINER_EXPIRED';

/**
 * "This trainer's listing expired on …", in the reader's language (the server passes its catalogue's,
 * whose words carry their own type).
 */
export type SayListingExpired<Said extends string = string> = (expiresOn: string) => Said;

const listingExpiredInEnglish: SayListingExpired = (expiresOn) =>
  `This trainer's listing expired on ${formatCalendarDate(expiresOn)}.`;

/** Null when the listing is usable today (`YYYY-MM-DD`), else why not: a message id, or the expiry said. */
export function trainerRefusal<Said extends string = string>(
  trainer: { status: TrainerStatus; expiresOn: string | null } | null,
  today: string,
  sayExpired: SayListingExpired<Said> = listingExpiredInEnglish as SayListingExpired<Said>,
): { code: TrainerRefusalCode; message: SharedMessageId | Said } | null {
  if (!trainer) return { code: 'TRAINER_NOT_FOUND', message: MESSAGES.trainerNotFound };
  if (trainer.status !== 'active') return { code: 'TRAINER_SUSPENDED', message: MESSAGES.trainerSuspended };
  if (trainer.expiresOn && trainer.expiresOn < today)
    return {
      code: 'TRAINER_EXPIRED',
      message: sayExpired(trainer.expiresOn),
    };
  return null;
}

export type PaymentCodeRefusalCode = 'CODE_NOT_FOUND' | 'CODE_USED' | 'CODE_VOIDED';

/** Null when the code can pay for a registration, else why not. */
export function paymentCodeRefusal(
  code: { usedAt: string | null; voidedAt: string | null } | null,
): { code: PaymentCodeRefusalCode; message: SharedMessageId } | null {
  if (!code) return { code: 'CODE_NOT_FOUND', message: MESSAGES.paymentCodeInvalid };
  if (code.usedAt) return { code: 'CODE_USED', message: MESSAGES.paymentCodeUsed };
  if (code.voidedAt) return { code: 'CODE_VOIDED', message: MESSAGES.paymentCodeVoided };
  return null;
}
