import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { StaffTrainer } from '#common/api';
import { trainerInvitationSchema, type TrainerInvitationInput } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { FormTextField } from '../../../components/form-text-field';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { inviteTrainer } from '../api/save-trainer';

const resolver = zodResolver(trainerInvitationSchema as never) as unknown as Resolver<TrainerInvitationInput>;

/**
 * Invites one trainer of the directory to an account of their own (docs/decisions/046-trainer-accounts.md):
 * the link goes by email when the registry sends email, and is shown here either way, to pass on by hand
 * when it does not. Focus moves to the panel when it opens and back to the table's button when it closes.
 */
export function InviteTrainer({ trainer, onClose }: { trainer: StaffTrainer; onClose: () => void }) {
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  const confirmIdentity = useConfirmIdentity();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<TrainerInvitationInput>({ defaultValues: { email: '' }, resolver });
  const invite = useMutation({
    mutationFn: ({ email }: TrainerInvitationInput) =>
      confirmIdentity(() => inviteTrainer(trainer.licenseNumber, email)),
    onError: (failure) => {
      if (failure instanceof ApiRequestError)
        for (const [field, message] of Object.entries(failure.fields))
          form.setError(field as keyof TrainerInvitationInput, { message }, { shouldFocus: true });
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const sent = invite.data;
  return (
    <section aria-labelledby="invite-title" className="space-y-4 rounded-lg border border-brand-800 bg-white p-6">
      <h2 id="invite-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t('admin.trainers.invite.title', { name: trainer.name })}
      </h2>
      <p>{t('admin.trainers.invite.intro')}</p>
      {sent ? (
        <div className="space-y-3">
          <p role="status" className="font-semibold">
            {sent.emailed
              ? t('admin.trainers.invite.emailed', { email: sent.email, date: format.dateTime(sent.expiresAt) })
              : t('admin.trainers.invite.byHand', { email: sent.email, date: format.dateTime(sent.expiresAt) })}
          </p>
          <label htmlFor="invite-link" className="block font-semibold">
            {t('admin.trainers.invite.link')}
          </label>
          <input
            id="invite-link"
            readOnly
            value={sent.link}
            className="w-full rounded border border-slate-400 p-2 font-mono text-sm"
          />
          <CopyButton
            text={sent.link}
            label={t('admin.trainers.invite.copy')}
            confirmation={t('admin.trainers.invite.copied')}
          />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit((input) => invite.mutate(input))(event)}
          className="space-y-4"
        >
          <FormTextField
            form={form}
            name="email"
            type="email"
            autoComplete="off"
            label={t('admin.trainers.invite.email')}
            hint={t('admin.trainers.invite.emailHint')}
          />
          {invite.isError && !(invite.error instanceof ApiRequestError && Object.keys(invite.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {say(failureMessage(invite.error))}
            </p>
          )}
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('admin.trainers.invite.sending') : t('admin.trainers.invite.send')}
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t('admin.trainers.invite.close')}
      </Button>
    </section>
  );
}
