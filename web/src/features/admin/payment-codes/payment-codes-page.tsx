import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffPaymentCode } from '#common/api';
import { PAYMENT_CODE_BATCH_MAX } from '#common/constants';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { Field, inputClass } from '../../../components/field';
import { PaginationNav } from '../../../components/pagination-nav';
import { SearchField } from '../../../components/search-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT, type Translate } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { generatePaymentCodes, voidPaymentCode } from '../api/change-payment-codes';
import { usePaymentCodes } from '../api/get-payment-codes';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { usePagedSearch } from '../use-paged-search';
import { NewBatch, type Batch } from './new-batch';

function codeState(code: StaffPaymentCode, t: Translate, date: (iso: string) => string): string {
  if (code.voidedAt) return t('admin.codes.voidSince', { date: date(code.voidedAt) });
  if (code.usedAt) return t('admin.codes.usedOn', { date: date(code.usedAt) });
  return t('admin.codes.unused');
}

export function PaymentCodesPage() {
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  useDocumentTitle(t('admin.codes.title'));
  const refresh = useRefreshAdminData();
  const confirmIdentity = useConfirmIdentity();
  const { page, setPage, search, setSearch } = usePagedSearch();
  const codes = usePaymentCodes(page, search);
  const [count, setCount] = useState('10');
  const [note, setNote] = useState('');
  const [countError, setCountError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);

  const generate = useMutation({
    // A batch is a bulk change: the server asks for a second factor from the last five minutes.
    mutationFn: () => confirmIdentity(() => generatePaymentCodes(Number(count), note)),
    onSuccess: async ({ codes: created }) => {
      setMessage(null);
      setBatch({ codes: created, note: note.trim(), madeAt: new Date().toISOString() });
      await refresh();
    },
    onError: (error) =>
      setCountError(
        error instanceof ApiRequestError ? (error.fields.count ?? error.message) : t('admin.codes.generateFailed'),
      ),
  });
  const voidCode = useMutation({
    mutationFn: voidPaymentCode,
    onSuccess: async ({ code }) => {
      setMessage(t('admin.codes.voided', { code }));
      await refresh();
    },
    onError: (error) => setMessage(error instanceof Error ? say(error.message) : t('admin.codes.voidFailed')),
  });

  function onGenerate(event: FormEvent) {
    event.preventDefault();
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > PAYMENT_CODE_BATCH_MAX)
      return setCountError(t('admin.codes.countInvalid', { max: PAYMENT_CODE_BATCH_MAX }));
    setCountError(null);
    generate.mutate();
  }

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.codes.title')}</h1>
      <form
        noValidate
        onSubmit={onGenerate}
        className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-300 bg-white p-6 print:hidden"
        aria-labelledby="generate-title"
      >
        <h2 id="generate-title" className="w-full text-xl font-bold">
          {t('admin.codes.generateTitle')}
        </h2>
        <Field id="code-count" label={t('admin.codes.count')} error={countError ?? undefined}>
          {(describedBy) => (
            <input
              id="code-count"
              type="number"
              min={1}
              max={PAYMENT_CODE_BATCH_MAX}
              value={count}
              aria-describedby={describedBy}
              onChange={(e) => setCount(e.target.value)}
              className={`${inputClass(Boolean(countError))} w-28`}
            />
          )}
        </Field>
        <div className="min-w-60 flex-1">
          <Field id="code-note" label={t('admin.codes.note')} hint={t('admin.codes.noteHint')} optional>
            {(describedBy) => (
              <input
                id="code-note"
                value={note}
                maxLength={200}
                aria-describedby={describedBy}
                onChange={(e) => setNote(e.target.value)}
                className={inputClass(false)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? t('admin.codes.generating') : t('admin.codes.generate')}
        </Button>
      </form>
      <p role="status" className="break-words font-semibold print:hidden">
        {message}
      </p>
      {/* Printing this page prints the new batch alone, to hand on. */}
      {batch && <NewBatch batch={batch} />}
      <div className="print:hidden">
        <SearchField id="code-search" label={t('admin.codes.search')} value={search} onChange={setSearch} />
      </div>
      {codes.data && (
        <div className="space-y-6 print:hidden">
          <DataTable
            caption={t('admin.codes.caption')}
            headers={[
              t('admin.codes.code'),
              t('admin.codes.note'),
              t('admin.codes.created'),
              t('admin.codes.state'),
              t('admin.codes.usedBy'),
              t('admin.codes.actions'),
            ]}
            minWidth="min-w-[44rem]"
          >
            {codes.data.items.map((code) => (
              <tr key={code.code} className="border-t border-slate-200">
                <td className="px-3 py-2 font-mono">
                  {code.code}
                  {code.isSample && (
                    <span className="ml-2 rounded bg-amber-200 px-1.5 font-sans text-sm">
                      {t('admin.codes.sample')}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{code.note ?? '—'}</td>
                <td className="px-3 py-2">{format.date(code.createdAt)}</td>
                <td className="px-3 py-2">{codeState(code, t, format.date)}</td>
                <td className="px-3 py-2">
                  {code.usedBy ? (
                    <Link to={paths.card(code.usedBy.id)} className="text-brand-800 underline">
                      {code.usedBy.dogName} ({code.usedBy.registryNumber})
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">
                  {!code.usedAt && !code.voidedAt && (
                    <button
                      type="button"
                      className="font-semibold text-red-800 underline"
                      aria-label={t('admin.codes.voidCode', { code: code.code })}
                      disabled={voidCode.isPending}
                      onClick={() => voidCode.mutate(code.code)}
                    >
                      {t('admin.codes.void')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <PaginationNav page={page} pageSize={codes.data.pageSize} total={codes.data.total} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
