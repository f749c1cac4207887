import type { DisplayStatus } from '#common/constants';

/** What a status is called wherever it is shown: never "verified", which would read as a verified service dog. */
export const STATUS_LABELS: Record<DisplayStatus, string> = {
  active: 'ACTIVE',
  pending: 'PENDING REVIEW',
  revoked: 'REVOKED',
  expired: 'EXPIRED',
};

const BADGE_CLASSES: Record<DisplayStatus, string> = {
  active: 'bg-green-800 text-white',
  pending: 'bg-amber-300 text-amber-950',
  revoked: 'bg-red-800 text-white',
  expired: 'bg-slate-700 text-white',
};

/** `compact` for dense tables. */
export function StatusBadge({ status, compact = false }: { status: DisplayStatus; compact?: boolean }) {
  const size = compact ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <span
      className={`relative inline-block rounded-full ${size} font-bold tracking-wide whitespace-nowrap ${BADGE_CLASSES[status]}`}
    >
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
