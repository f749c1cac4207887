import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { DogFullView } from '#common/api';
import { canRenew, renewalOpensOn, renewalSchema, type RenewalRequest } from '#common/owner-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useRenew } from '../api/owner-actions';

const resolver = zodResolver(renewalSchema as never) as unknown as Resolver<RenewalRequest>;

/** Renewal with a payment code, from 90 days before valid-through; before then, when it opens. */
export function RenewalForm({
  dog,
  ownerKey,
  years,
}: {
  dog: DogFullView;
  ownerKey: string | null;
  years: number | undefined;
}) {
  const renew = useRenew(dog.id, ownerKey);
  const form = useForm<RenewalRequest>({ defaultValues: { paymentCode: '' }, resolver });
  if (dog.status !== 'active') return null;
  if (!canRenew(dog) && !renew.isSuccess) {
    return (
      <p>
        Valid through {formatDate(dog.expiresAt)}. You can renew from{' '}
        {formatDate(renewalOpensOn(dog.paidThrough).toISOString())}; we will email you before then.
      </p>
    );
  }
  const submit = form.handleSubmit((renewal) =>
    renew.mutate(renewal, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.paymentCode) {
          form.setError('paymentCode', { message: failure.fields.paymentCode }, { shouldFocus: true });
        }
      },
    }),
  );
  const otherFailure =
    renew.error && !(renew.error instanceof ApiRequestError && renew.error.fields.paymentCode)
      ? failureMessage(renew.error)
      : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <p>
        {dog.displayStatus === 'expired'
          ? `This registration expired on ${formatDate(dog.expiresAt)}.`
          : `Valid through ${formatDate(dog.expiresAt)}.`}{' '}
        Renewing adds {years ?? 'more'} years and re-issues the card with the new date. It needs a payment confirmation
        number, as registering did.
      </p>
      <FormTextField form={form} name="paymentCode" label="Payment confirmation number" autoComplete="off" />
      <Button type="submit" disabled={renew.isPending}>
        {renew.isPending ? 'Renewing…' : 'Renew registration'}
      </Button>
      <p role="status" className="font-semibold">
        {renew.isSuccess ? `Renewed: valid through ${formatDate(dog.expiresAt)}. Print the renewed card above.` : ''}
      </p>
      {otherFailure && (
        <p role="alert" className="font-semibold text-red-800">
          {otherFailure}
        </p>
      )}
    </form>
  );
}
