import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { exampleRegistryNumber } from '#common/registry-number';
import { ownerLinkRequestSchema, type OwnerLinkRequest } from '#common/schemas';
import { usePublicConfig, useSendsEmail } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { FormTextField } from '../../components/form-text-field';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { failureMessage } from '../../lib/api-client';
import { requestOwnerLink } from './api/request-owner-link';
import { useMessageText, useT } from '../../i18n/use-t';
import { useArea } from '../../i18n/language-context';
import { PageSkeleton } from '../../components/page-skeleton';

/**
 * "Email me my owner link": a handler who lost the link gets a new one at the address on file; from the
 * registry's staff, by hand, when it sends no email (docs/decisions/049-honest-without-email.md).
 */
export function OwnerLinkPage() {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const messageText = useMessageText();
  const wordsReady = useArea('owner');
  useDocumentTitle(
    wordsReady ? t(sendsEmail ? 'ownerLink.pageTitle' : 'ownerLink.pageTitleByHand') : t('site.loading'),
  );
  const { data: config } = usePublicConfig();
  const form = useForm<OwnerLinkRequest>({
    resolver: zodResolver(ownerLinkRequestSchema),
    defaultValues: { registryNumber: '', email: '' },
  });
  // The answer takes the focus: the button, disabled while sending, would otherwise drop it to the page.
  const answer = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: requestOwnerLink, onSettled: () => answer.current?.focus() });
  if (!wordsReady) return <PageSkeleton label={t('site.loading')} />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t(sendsEmail ? 'ownerLink.title' : 'ownerLink.titleByHand')}</h1>
      <p className="text-slate-800">{t(sendsEmail ? 'ownerLink.intro' : 'ownerLink.introByHand')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        className="space-y-5 rounded-card border border-slate-300 bg-white p-6"
      >
        <FormTextField
          form={form}
          name="registryNumber"
          label={t('ownerLink.registryNumber')}
          placeholder={exampleRegistryNumber(config?.registryPrefix ?? 'SDR-')}
          autoComplete="off"
        />
        <FormTextField form={form} name="email" label={t('ownerLink.email')} type="email" autoComplete="email" />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner />}
          {send.isPending ? t('ownerLink.sending') : t(sendsEmail ? 'ownerLink.send' : 'ownerLink.sendByHand')}
        </Button>
        <div aria-live="polite" ref={answer} tabIndex={-1} className="outline-none">
          {send.data && (
            <p role="status" className="flex gap-2 rounded-md border-2 border-green-700 bg-green-50 p-3 font-semibold">
              <MailCheck aria-hidden="true" size={20} className="mt-0.5 flex-none text-green-800" />
              {messageText(send.data.message)}
            </p>
          )}
          {send.error && (
            <p role="alert" className="font-semibold text-red-800">
              {messageText(failureMessage(send.error))}
            </p>
          )}
        </div>
      </form>
      {config && (
        <p className="text-sm text-slate-700">
          {t('ownerLink.noEmail', { email: config.contactEmail, phone: config.contactPhone })}
        </p>
      )}
    </div>
  );
}
