import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HandOff } from '#common/api';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { PageSkeleton } from '../../../components/page-skeleton';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { HAND_OFFS_KEY, markPassedOn, useHandOffs } from '../api/hand-offs';

/**
 * What the registry did not send because it sends no email (docs/decisions/049-honest-without-email.md):
 * each message, with the owner link it may hold, for staff to give the handler themselves, then mark
 * as passed on, which forgets its words.
 */
export function HandOffsPage() {
  const t = useT();
  const messageText = useMessageText();
  useDocumentTitle(t('admin.handOffs.title'));
  const list = useHandOffs();
  const client = useQueryClient();
  const [said, setSaid] = useState('');
  // The answer takes the focus: the message's own button goes with it.
  const answer = useRef<HTMLParagraphElement>(null);
  const pass = useMutation({
    mutationFn: (item: HandOff) => markPassedOn(item.id),
    onSuccess: (_, item) => setSaid(t('admin.handOffs.passedOn', { subject: item.subject })),
    onError: (error) => setSaid(messageText(failureMessage(error))),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: HAND_OFFS_KEY });
      answer.current?.focus();
    },
  });
  if (list.isPending) return <PageSkeleton label={t('admin.handOffs.loading')} />;
  const items = list.data?.items ?? [];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.handOffs.title')}</h1>
      <p className="max-w-3xl">
        {list.data?.sendsEmail ? t('admin.handOffs.sendsEmailNow') : t('admin.handOffs.intro')}
      </p>
      <p ref={answer} tabIndex={-1} role="status" className="font-semibold text-green-800 outline-none">
        {said}
      </p>
      {list.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {messageText(failureMessage(list.error))}
        </p>
      )}
      {list.isSuccess && items.length === 0 && <p>{t('admin.handOffs.empty')}</p>}
      <ol className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <HandOffItem item={item} busy={pass.isPending && pass.variables.id === item.id} onPass={pass.mutate} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function HandOffItem({ item, busy, onPass }: { item: HandOff; busy: boolean; onPass: (item: HandOff) => void }) {
  const t = useT();
  const format = useFormat();
  const titleId = `hand-off-${item.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-card border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-bold break-words">
        {item.subject}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('admin.handOffs.for')}</dt>
        <dd>
          <Link to={paths.adminEdit(item.record.id)} className="text-brand-800 underline">
            {t('admin.handOffs.record', { registryNumber: item.record.registryNumber, dogName: item.record.dogName })}
          </Link>
        </dd>
        <dt className="font-semibold">{t('admin.handOffs.to')}</dt>
        <dd className="break-all">
          {item.to} · {item.phone}
        </dd>
        <dt className="font-semibold">{t('admin.handOffs.written')}</dt>
        <dd>{format.dateTime(item.createdAt)}</dd>
      </dl>
      <pre className="rounded bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap">{item.text}</pre>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={item.text} label={t('admin.handOffs.copy')} confirmation={t('admin.handOffs.copied')} />
        <Button onClick={() => onPass(item)} disabled={busy}>
          {busy && <Spinner />}
          {t('admin.handOffs.markPassedOn')}
        </Button>
      </div>
    </article>
  );
}
