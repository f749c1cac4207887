import { Download, Printer } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, buttonClass } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { DataTable } from '../../../components/data-table';
import { useT } from '../../../i18n/use-t';

export interface Batch {
  codes: string[];
  note: string;
  /** When it was made (ISO 8601), for the download's name. */
  madeAt: string;
}

/**
 * The codes just generated, as staff hand them on: a numbered table to read from, the whole list to copy,
 * a CSV to download (codes only: nothing in it a spreadsheet could run) and a page to print. Focus goes to
 * it when it appears.
 */
export function NewBatch({ batch }: { batch: Batch }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [batch]);
  const csvUrl = useMemo(
    () => URL.createObjectURL(new Blob([['code', ...batch.codes].join('\r\n') + '\r\n'], { type: 'text/csv' })),
    [batch],
  );
  useEffect(() => () => URL.revokeObjectURL(csvUrl), [csvUrl]);
  return (
    <section aria-labelledby="new-batch-title" className="space-y-4 rounded-lg border-2 border-green-700 bg-white p-6">
      <h2 id="new-batch-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t('admin.codes.batchTitle', { count: batch.codes.length })}
      </h2>
      {batch.note && <p>{t('admin.codes.batchNote', { note: batch.note })}</p>}
      <div className="flex flex-wrap gap-3 print:hidden">
        <CopyButton
          text={batch.codes.join('\n')}
          label={t('admin.codes.copyAll')}
          confirmation={t('admin.codes.copied', { count: batch.codes.length })}
        />
        <a
          href={csvUrl}
          download={`payment-codes-${batch.madeAt.slice(0, 10)}.csv`}
          className={buttonClass('secondary')}
        >
          <Download aria-hidden="true" size={18} />
          {t('admin.codes.downloadCsv')}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          {t('admin.codes.print')}
        </Button>
      </div>
      <DataTable
        caption={t('admin.codes.batchCaption')}
        headers={[t('admin.codes.number'), t('admin.codes.code')]}
        minWidth="min-w-[16rem]"
      >
        {batch.codes.map((code, index) => (
          <tr key={code} className="border-t border-slate-200">
            <td className="px-3 py-1.5 text-slate-700">{index + 1}</td>
            <td className="px-3 py-1.5 font-mono text-lg">{code}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
