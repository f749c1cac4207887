import { useFormat } from '../i18n/use-format';
import { useT } from '../i18n/use-t';

interface RecordDatesProps {
  record: { registrationDate: string; lastUpdated: string; expiresAt: string };
}

/** A registration's three dates, as rows of the surrounding description list. */
export function RecordDates({ record }: RecordDatesProps) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <dt className="font-semibold">{t('dates.registered')}</dt>
      <dd>{format.date(record.registrationDate)}</dd>
      <dt className="font-semibold">{t('dates.lastUpdated')}</dt>
      <dd>{format.date(record.lastUpdated)}</dd>
      <dt className="font-semibold">{t('dates.validThrough')}</dt>
      <dd>{format.date(record.expiresAt)}</dd>
    </>
  );
}
