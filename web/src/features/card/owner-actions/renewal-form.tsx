import { zodResolver } from '@hookform/resolvers/zod';
import { useSendsEmail } from '../../../api/get-public-config';
import { programmeFee, useProgrammes } from '../../../api/get-programmes';
import type { FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { RegistrationFullView } from '#common/api';
import { canRenew, renewalOpensOn, renews } from '#common/lifecycle';
import { renewalSchema, type RenewalRequest } from '#common/owner-link-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { useRenew } from '../api/owner-actions';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';

const resolver = zodResolver(renewalSchema as never) as unknown as Resolver<RenewalRequest>;

/** The slug of the default programme, whose records carry no `signingProgramme`. */
const DEFAULT_PROGRAMME = 'default';

/**
 * Renewal with a payment code, from 90 days before valid-through; before then, when it opens. A programme
 * that charges no fee asks for no code (issue 52).
 */
export function RenewalForm({
  dog,
  ownerKey,
  years,
}: {
  dog: RegistrationFullView;
  ownerKey: string | null;
  years: number | undefined;
}) {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const format = useFormat();
  const messageText = useMessageText();
  const renew = useRenew(dog.id, ownerKey);
  const { data: programmes } = useProgrammes();
  const free = programmeFee(programmes, dog.signingProgramme?.slug ?? DEFAULT_PROGRAMME) === 0;
  const form = useForm<RenewalRequest>({ defaultValues: { paymentCode: '' }, resolver });
  if (!renews(dog.status)) return null;
  if (!canRenew(dog) && !renew.isSuccess) {
    return (
      <p>
        {t(sendsEmail ? 'renewal.notYet' : 'renewal.notYetByHand', {
          validThrough: format.date(dog.expiresAt),
          opensOn: format.date(renewalOpensOn(dog.paidThrough).toISOString()),
        })}
      </p>
    );
  }
  const send = (renewal: RenewalRequest) =>
    renew.mutate(renewal, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.paymentCode) {
          form.setError('paymentCode', { message: failure.fields.paymentCode }, { shouldFocus: true });
        }
      },
    });
  // Nothing to fill in when the programme charges no fee: the button renews.
  const submit = free
    ? (event: FormEvent) => {
        event.preventDefault();
        send({});
      }
    : form.handleSubmit(send);
  const otherFailure =
    renew.error && !(renew.error instanceof ApiRequestError && renew.error.fields.paymentCode)
      ? messageText(failureMessage(renew.error))
      : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <p>
        {t(dog.displayStatus === 'expired' ? 'renewal.expired' : 'renewal.validThrough', {
          date: format.date(dog.expiresAt),
        })}{' '}
        {t('renewal.explain', { years: years ?? 'more', fee: free ? 'none' : 'paid' })}
      </p>
      {!free && <FormTextField form={form} name="paymentCode" label={t('renewal.code')} autoComplete="off" />}
      <Button type="submit" disabled={renew.isPending}>
        {renew.isPending ? t('renewal.renewing') : t('renewal.renew')}
      </Button>
      <p role="status" className="font-semibold">
        {renew.isSuccess ? t('renewal.done', { date: format.date(dog.expiresAt) }) : ''}
      </p>
      {otherFailure && (
        <p role="alert" className="font-semibold text-red-800">
          {otherFailure}
        </p>
      )}
    </form>
  );
}
