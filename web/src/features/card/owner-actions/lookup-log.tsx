import { useLookupLog } from '../api/owner-actions';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';

/** How often visitors opened this registration, per month; the registry never keeps who looked. */
export function LookupLog({ dogId, ownerKey }: { dogId: string; ownerKey: string | null }) {
  const t = useT();
  const format = useFormat();
  const log = useLookupLog(dogId, ownerKey);
  const months = log.data?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.count, 0);
  return (
    <div className="space-y-2">
      <p>{t('lookups.explain')}</p>
      {log.isError && <p className="font-semibold text-red-800">{t('lookups.failed')}</p>}
      {log.data && (
        <table className="w-full max-w-sm text-left">
          <caption className="text-left font-semibold">{t('lookups.caption', { total })}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {t('lookups.month')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('lookups.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map(({ month, count }) => (
              <tr key={month} className="border-t border-slate-200">
                <th scope="row" className="py-1 font-normal">
                  {format.month(month)}
                </th>
                <td className="py-1 text-right tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
