/** A section's outcome: success in a status region, failure in an alert, both read out when they change. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className="font-semibold text-green-800">
        {notice?.kind === 'success' ? notice.text : ''}
      </p>
      <div role="alert" className={notice?.kind === 'error' ? 'font-semibold text-red-800' : 'sr-only'}>
        {notice?.kind === 'error' ? notice.text : ''}
      </div>
    </>
  );
}
