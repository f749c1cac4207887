import { useLookupLog } from '../api/owner-actions';
import { INTL_LOCALE } from '../../../i18n/catalogues';
import { useLanguage } from '../../../i18n/language-context';
import { useT } from '../../../i18n/use-t';

/** How often visitors opened this registration, per month; the registry never keeps who looked. */
export function LookupLog({ dogId, ownerKey }: { dogId: string; ownerKey: string | null }) {
  const t = useT();
  const { locale } = useLanguage();
  const month = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
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
            {[...months].reverse().map(({ month: when, count }) => (
              <tr key={when} className="border-t border-slate-200">
                <th scope="row" className="py-1 font-normal">
                  {month.format(new Date(`${when}-01T00:00:00Z`))}
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
