import type { RegistrationFullView } from '#common/api';
import { useLanguage } from '../../../i18n/language-context';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';
import { useOwnerTrainingLog } from '../api/owner-actions';

/** The sessions the team's programme logged, for the handler; nothing shows while there are none. */
export function TrainingLog({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const log = useOwnerTrainingLog(dog.id, ownerKey);
  const t = useT();
  const format = useFormat();
  const { locale } = useLanguage();
  const items = log.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="training-log-title" className="space-y-2">
      <h3 id="training-log-title" className="text-lg font-bold">
        {t('owner.trainingLogTitle')}
      </h3>
      <p>{t('trainingLog.explain')}</p>
      <table className="w-full text-left">
        <caption className="sr-only">{t('trainingLog.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trainingLog.day')}</th>
            <th scope="col">{t('trainingLog.hours')}</th>
            <th scope="col">{t('trainingLog.skills')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200 align-top">
              <td className="py-1 pr-3 whitespace-nowrap">{format.date(entry.loggedOn)}</td>
              <td className="py-1 pr-3">{entry.hours.toLocaleString(locale)}</td>
              <td className="py-1">{entry.skills}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
