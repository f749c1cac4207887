import type { DisplayStatus } from '#common/constants';

const BADGES: Record<DisplayStatus, { label: string; className: string }> = {
  active: { label: 'VERIFIED', className: 'bg-green-800 text-white' },
  pending: { label: 'PENDING', className: 'bg-amber-300 text-amber-950' },
  revoked: { label: 'REVOKED', className: 'bg-red-800 text-white' },
  expired: { label: 'EXPIRED', className: 'bg-slate-700 text-white' },
};

export function StatusBadge({ status }: { status: DisplayStatus }) {
  const badge = BADGES[status];
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold tracking-wide ${badge.className}`}>
      <span className="sr-only">Status: </span>
      {badge.label}
    </span>
  );
}
