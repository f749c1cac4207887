import { EXPIRING_WITHIN_DAYS } from '#common/constants';
import type { StaffStats } from '#common/api';
import type { RegistrationFilterName } from '#common/staff-schemas';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';

/** The tiles, in the order staff act on them: what is current, what runs out, what waits, what stopped. */
const TILES = [
  'active',
  'expiring',
  'expired',
  'pending',
  'in_training',
  'suspended',
  'revoked',
  'denied',
] as const satisfies readonly Exclude<RegistrationFilterName, 'all' | 'retired' | 'deceased'>[];

/**
 * Counts by status, each a button that filters the list to exactly the records it counts (the server
 * counts as it filters), and registrations per month as bars that a screen reader reads as numbers.
 */
export function StatusSummary({
  stats,
  current,
  onFilter,
}: {
  stats: StaffStats;
  current: RegistrationFilterName;
  onFilter: (status: RegistrationFilterName) => void;
}) {
  const t = useT();
  const format = useFormat();
  const max = Math.max(1, ...stats.perMonth.map((m) => m.count));
  return (
    <section
      aria-labelledby="summary-title"
      className="grid items-end gap-4 rounded-card border border-slate-300 bg-white p-2 sm:p-4 lg:grid-cols-[minmax(0,28rem)_1fr]"
    >
      <h2 id="summary-title" className="sr-only">
        {t('admin.summary.title')}
      </h2>
      {/* On a phone one row that scrolls sideways, as the staff navigation does: the list stays on the first screen. */}
      <ul className="flex gap-2 overflow-x-auto sm:grid sm:grid-cols-4">
        {TILES.map((status) => {
          const pressed = current === status;
          return (
            <li key={status} className="w-24 flex-none sm:w-auto">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onFilter(pressed ? 'all' : status)}
                className={`flex h-full w-full flex-col items-start rounded-md px-2 py-1.5 text-left ${pressed ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-900 hover:bg-brand-50'}`}
              >
                <span className="text-xl font-bold">{stats.counts[status] ?? 0}</span>
                <span className={`text-xs leading-tight ${pressed ? 'text-white' : 'text-slate-700'}`}>
                  {t(`admin.summary.${status}`, { days: EXPIRING_WITHIN_DAYS })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* On a phone the list comes first: the chart, a summary of the summary, shows from 640 px. */}
      <figure className="hidden sm:block">
        <figcaption className="font-semibold">{t('admin.summary.perMonth')}</figcaption>
        <ol className="mt-2 flex h-24 items-end gap-1">
          {stats.perMonth.map(({ month, count }) => {
            const label = format.shortMonth(month);
            return (
              <li key={month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <span className="sr-only">
                  {label}: {count}
                </span>
                <span aria-hidden="true" className="text-xs text-slate-700">
                  {count}
                </span>
                <span
                  aria-hidden="true"
                  className="w-full rounded-t bg-brand-700"
                  style={{ height: `${(count / max) * 70}%`, minHeight: count ? 2 : 0 }}
                />
                <span aria-hidden="true" className="text-[0.65rem] text-slate-700">
                  {label}
                </span>
              </li>
            );
          })}
        </ol>
      </figure>
    </section>
  );
}
