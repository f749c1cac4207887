import { useLookupLog } from '../api/owner-actions';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** How often visitors opened this registration, per month; the registry never keeps who looked. */
export function LookupLog({ dogId, ownerKey }: { dogId: string; ownerKey: string | null }) {
  const log = useLookupLog(dogId, ownerKey);
  const months = log.data?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.count, 0);
  return (
    <div className="space-y-2">
      <p>
        Each time someone opened this registration on this site, by its number or a card's link. Who looked is never
        recorded. Cards checked with the signed QR code are verified on the checker's own device and are not counted.
      </p>
      {log.isError && <p className="font-semibold text-red-800">The look-up counts could not be loaded.</p>}
      {log.data && (
        <table className="w-full max-w-sm text-left">
          <caption className="text-left font-semibold">
            {total === 0 ? 'No look-ups in the last 12 months' : `${total} in the last 12 months`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Month
              </th>
              <th scope="col" className="py-1 text-right">
                Look-ups
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map(({ month, count }) => (
              <tr key={month} className="border-t border-slate-200">
                <th scope="row" className="py-1 font-normal">
                  {MONTH.format(new Date(`${month}-01T00:00:00Z`))}
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
