import { zodResolver } from '@hookform/resolvers/zod';
import { useMailWording } from '../../../api/get-public-config';
import { createPortal } from 'react-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { denySchema, type DenyRequest } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { useT } from '../../../i18n/use-t';

const resolver = zodResolver(denySchema as never) as unknown as Resolver<DenyRequest>;

interface DenyDialogProps {
  dog: { dogName: string; registryNumber: string } | null;
  busy: boolean;
  onCancel: () => void;
  onDeny: (request: DenyRequest) => void;
}

/**
 * Deny asks for the reason the applicant is emailed, and whether their payment code may be used again.
 * Only Cancel or Escape close it (not a stray click on the backdrop), so a reason being typed is not lost.
 */
export function DenyDialog({ dog, busy, onCancel, onDeny }: DenyDialogProps) {
  const t = useT();
  const mail = useMailWording();
  const form = useForm<DenyRequest>({
    defaultValues: { reason: '', returnPaymentCode: true },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const cancel = () => {
    form.reset();
    onCancel();
  };
  // A portal, since the edit page's own form holds the review panel and forms cannot nest; React still
  // bubbles the submit event through the portal to that form, so it stops here.
  return createPortal(
    <ModalDialog open={dog !== null} titleId="deny-title" onEscape={cancel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void form.handleSubmit((request) => onDeny(request))(event);
        }}
        className="space-y-4"
      >
        <h2 id="deny-title" className="text-xl font-bold">
          {t('admin.deny.title')}
        </h2>
        {dog && <p>{t('admin.deny.confirm', { dogName: dog.dogName, registryNumber: dog.registryNumber, mail })}</p>}
        <FormTextField form={form} name="reason" label={t('admin.deny.reason', { mail })} multiline />
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5" {...form.register('returnPaymentCode')} />
          <span>{t('admin.deny.returnPaymentCode')}</span>
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('admin.deny.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? t('admin.deny.denying') : t('admin.deny.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>,
    document.body,
  );
}
