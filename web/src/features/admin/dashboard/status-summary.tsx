import type { StaffStats } from '#common/api';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';

/** Counts by status, and registrations per month as bars that a screen reader reads as a list of numbers. */
export function StatusSummary({ stats }: { stats: StaffStats }) {
  const t = useT();
  const format = useFormat();
  const max = Math.max(1, ...stats.perMonth.map((m) => m.count));
  return (
    <section
      aria-labelledby="summary-title"
      className="grid items-end gap-4 rounded-card border border-slate-300 bg-white p-4 lg:grid-cols-[minmax(0,24rem)_1fr]"
    >
      <h2 id="summary-title" className="sr-only">
        {t('admin.summary.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ['active', stats.counts.active],
            ['pending', stats.counts.pending],
            ['in_training', stats.counts.in_training],
            ['suspended', stats.counts.suspended],
            ['revoked', stats.counts.revoked],
            ['denied', stats.counts.denied],
          ] as const
        ).map(([status, count]) => (
          <div key={status} className="rounded-md bg-slate-100 px-3 py-2">
            <dt className="text-sm text-slate-700">{t(`admin.summary.${status}`)}</dt>
            <dd className="text-2xl font-bold">{count}</dd>
          </div>
        ))}
      </dl>
      <figure>
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
