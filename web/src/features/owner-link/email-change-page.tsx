import { useMutation } from '@tanstack/react-query';
import { useSendsEmail } from '../../api/get-public-config';
import { MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { MESSAGES } from '#common/messages';
import { Button, ButtonLink } from '../../components/button';
import { PageSkeleton } from '../../components/page-skeleton';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea } from '../../i18n/language-context';
import { useMessageText, useT } from '../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { followEmailChangeLink } from './api/email-change';

const WORDS = {
  undo: {
    title: 'emailChange.undoTitle',
    text: 'emailChange.undoText',
    button: 'emailChange.undoButton',
    busy: 'emailChange.undoing',
    invalid: MESSAGES.undoLinkInvalid,
  },
  confirm: {
    title: 'emailChange.confirmTitle',
    text: 'emailChange.confirmText',
    button: 'emailChange.confirmButton',
    busy: 'emailChange.confirming',
    invalid: MESSAGES.confirmLinkInvalid,
  },
} as const;

/**
 * Where the links a contact email change sends lead (the single-use token is in the fragment, so it is
 * never in a server's log). Nothing happens until the reader presses the button: mail scanners that
 * open links must not use them up.
 */
export function EmailChangePage({ action }: { action: 'undo' | 'confirm' }) {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const messageText = useMessageText();
  const wordsReady = useArea('owner');
  const words = WORDS[action];
  useDocumentTitle(wordsReady ? t(words.title) : t('site.loading'));
  // base64url: nothing to decode.
  const token = useLocation().hash.replace(/^#/, '');
  const follow = useMutation({ mutationFn: () => followEmailChangeLink(action, token) });

  if (!wordsReady) return <PageSkeleton label={t('site.loading')} />;
  const refusal =
    token === ''
      ? messageText(words.invalid)
      : follow.error instanceof ApiRequestError && follow.error.status === 410
        ? follow.error.message
        : follow.error
          ? messageText(failureMessage(follow.error))
          : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t(words.title)}</h1>
      <p className="text-slate-800">{t(words.text)}</p>
      {!follow.isSuccess && token !== '' && (
        <Button onClick={() => follow.mutate()} disabled={follow.isPending}>
          {follow.isPending && <Spinner />}
          {t(follow.isPending ? words.busy : words.button)}
        </Button>
      )}
      <div aria-live="polite">
        {follow.data && (
          <p role="status" className="flex gap-2 rounded-md border-2 border-green-700 bg-green-50 p-3 font-semibold">
            <MailCheck aria-hidden="true" size={20} className="mt-0.5 flex-none text-green-800" />
            {messageText(follow.data.message)}
          </p>
        )}
        {refusal && (
          <p role="alert" className="font-semibold text-red-800">
            {refusal}
          </p>
        )}
      </div>
      {action === 'undo' && (
        <div className="space-y-3 rounded-card border border-slate-300 bg-white p-6">
          <p>{t('emailChange.undoNext')}</p>
          <ButtonLink to={paths.ownerLink} variant="secondary">
            {t(sendsEmail ? 'emailChange.askNewLink' : 'emailChange.askNewLinkByHand')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

export function EmailChangeUndoPage() {
  return <EmailChangePage action="undo" />;
}

export function EmailChangeConfirmPage() {
  return <EmailChangePage action="confirm" />;
}
