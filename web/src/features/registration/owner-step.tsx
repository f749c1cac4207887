import { useWatch } from 'react-hook-form';
import { usePrintedHint } from '../../components/use-printed-hint';
import { useT } from '../../i18n/use-t';
import { TextField, type WizardForm } from './wizard-fields';

export function OwnerStep({ form }: { form: WizardForm }) {
  const t = useT();
  const printedHint = usePrintedHint();
  const ownerName = useWatch({ control: form.control, name: 'ownerName' });
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('wizard.ownerPrivacy')}</p>
      <TextField
        form={form}
        name="ownerName"
        label={t('wizard.fullName')}
        hint={printedHint('handlerName', ownerName)}
        autoComplete="name"
      />
      <TextField form={form} name="ownerAddress" label={t('wizard.address')} autoComplete="street-address" multiline />
      <TextField form={form} name="ownerPhone" label={t('wizard.phone')} type="tel" autoComplete="tel" />
      <TextField form={form} name="ownerEmail" label={t('wizard.email')} type="email" autoComplete="email" />
    </div>
  );
}
