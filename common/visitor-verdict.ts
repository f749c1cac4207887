/**
 * The one-word answer a look-up gives, in the words the verify page gives a card (issue 36): what a
 * business needs from a registry number in a glance. Read from what the asker may see of the record
 * (common/lifecycle.ts decides that), so the words never say more than the view holds.
 */
import type { RegistrationView } from './api';

export const VISITOR_VERDICTS = [
  'valid',
  'in_training',
  'pending',
  'expired',
  'suspended',
  'revoked',
  'not_valid',
] as const;
export type VisitorVerdict = (typeof VISITOR_VERDICTS)[number];

export function visitorVerdictOf(view: RegistrationView): VisitorVerdict {
  if (view.view === 'not_valid') return view.revoked ? 'revoked' : 'not_valid';
  switch (view.displayStatus) {
    case 'active':
      return 'valid';
    case 'in_training':
    case 'pending':
    case 'expired':
    case 'suspended':
    case 'revoked':
      return view.displayStatus;
    // Retired, deceased, denied: ended or never granted.
    default:
      return 'not_valid';
  }
}
