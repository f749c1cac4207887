import type { TrainingLogEntry } from '#common/api';
import { useLanguage } from '../i18n/language-context';
import { useFormat } from '../i18n/use-format';

/** The words the table's reader sees: staff's or the handler's catalogue gives them. */
export interface TrainingLogWords {
  caption: string;
  day: string;
  hours: string;
  skills: string;
}

/** A team's logged training sessions, newest first, as staff and the handler both read them. */
export function TrainingLogTable({
  entries,
  words,
}: {
  entries: readonly TrainingLogEntry[];
  words: TrainingLogWords;
}) {
  const format = useFormat();
  const { locale } = useLanguage();
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.day}</th>
          <th scope="col">{words.hours}</th>
          <th scope="col">{words.skills}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-slate-200 align-top">
            <td className="py-1 pr-3 whitespace-nowrap">{format.date(entry.loggedOn)}</td>
            <td className="py-1 pr-3">{entry.hours.toLocaleString(locale)}</td>
            <td className="py-1">{entry.skills}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
