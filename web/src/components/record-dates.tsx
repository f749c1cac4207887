import { formatDate } from '../lib/format';

interface RecordDatesProps {
  record: { registrationDate: string; lastUpdated: string; expiresAt: string };
}

/** A registration's three dates, as rows of the surrounding description list. */
export function RecordDates({ record }: RecordDatesProps) {
  return (
    <>
      <dt className="font-semibold">Registered</dt>
      <dd>{formatDate(record.registrationDate)}</dd>
      <dt className="font-semibold">Last updated</dt>
      <dd>{formatDate(record.lastUpdated)}</dd>
      <dt className="font-semibold">Valid through</dt>
      <dd>{formatDate(record.expiresAt)}</dd>
    </>
  );
}
