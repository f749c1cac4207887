import { zodResolver } from '@hookform/resolvers/zod';
import { useSendsEmail } from '../../../api/get-public-config';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { RegistrationFullView } from '#common/api';
import { contactUpdateSchema, type ContactUpdate } from '#common/owner-link-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { useUpdateContact } from '../api/owner-actions';
import { useMessageText, useT } from '../../../i18n/use-t';

const resolver = zodResolver(contactUpdateSchema as never) as unknown as Resolver<ContactUpdate>;

/** The handler corrects their own contact details; the registry's staff see which ones changed. */
export function ContactForm({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const messageText = useMessageText();
  const update = useUpdateContact(dog.id, ownerKey);
  // Only when the server wrote to both addresses: staff's changes, and a return to the confirmed address, ask nothing.
  const [confirmationSent, setConfirmationSent] = useState(false);
  const form = useForm<ContactUpdate>({
    defaultValues: {
      ownerName: dog.owner.name,
      ownerAddress: dog.owner.address,
      ownerPhone: dog.owner.phone,
      ownerEmail: dog.owner.email,
    },
    resolver,
  });
  const submit = form.handleSubmit((contact) =>
    update.mutate(contact, {
      onSuccess: (saved) => {
        setConfirmationSent(saved.emailConfirmationSent);
        form.reset({
          ownerName: saved.owner.name,
          ownerAddress: saved.owner.address,
          ownerPhone: saved.owner.phone,
          ownerEmail: saved.owner.email,
        });
      },
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError)) return;
        for (const [field, message] of Object.entries(failure.fields)) {
          form.setError(field as keyof ContactUpdate, { message });
        }
      },
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p>{t('contact.explain')}</p>
      <FormTextField form={form} name="ownerName" label={t('contact.fullName')} autoComplete="name" />
      <FormTextField
        form={form}
        name="ownerAddress"
        label={t('contact.address')}
        autoComplete="street-address"
        multiline
      />
      <FormTextField form={form} name="ownerPhone" label={t('contact.phone')} type="tel" autoComplete="tel" />
      <FormTextField form={form} name="ownerEmail" label={t('contact.email')} type="email" autoComplete="email" />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('contact.saving') : t('contact.save')}
      </Button>
      <p role="status" className="font-semibold">
        {update.isSuccess ? t('contact.saved') : ''}
        {update.isSuccess && confirmationSent
          ? ` ${t(sendsEmail ? 'contact.emailChanged' : 'contact.emailChangedByHand')}`
          : ''}
      </p>
      {update.isError && !(update.error instanceof ApiRequestError && Object.keys(update.error.fields).length > 0) && (
        <p role="alert" className="font-semibold text-red-800">
          {messageText(failureMessage(update.error))}
        </p>
      )}
    </form>
  );
}
