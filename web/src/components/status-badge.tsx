import { useT } from '../i18n/use-t';
import type { DisplayStatus } from '#common/constants';

const BADGE_CLASSES: Record<DisplayStatus, string> = {
  in_training: 'bg-brand-100 text-brand-900 ring-1 ring-brand-700',
  pending: 'bg-amber-300 text-amber-950',
  active: 'bg-green-800 text-white',
  suspended: 'bg-orange-700 text-white',
  revoked: 'bg-red-800 text-white',
  retired: 'bg-slate-200 text-slate-900 ring-1 ring-slate-600',
  deceased: 'bg-slate-200 text-slate-900 ring-1 ring-slate-600',
  denied: 'bg-red-800 text-white',
  expired: 'bg-slate-700 text-white',
};

/** `compact` for dense tables. */
export function StatusBadge({ status, compact = false }: { status: DisplayStatus; compact?: boolean }) {
  const t = useT();
  const size = compact ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <span
      className={`relative inline-block rounded-full ${size} font-bold tracking-wide whitespace-nowrap ${BADGE_CLASSES[status]}`}
    >
      <span className="sr-only">{t('status.prefix')}</span>
      {t(`statusLabel.${status}`)}
    </span>
  );
}
