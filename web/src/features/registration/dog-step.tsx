import type { PublicProgramme } from '#common/api';
import { CERTIFICATION_ACCEPT, PHOTO_ACCEPT } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { useWatch } from 'react-hook-form';
import { ServiceTypeFields } from '../../components/service-type-fields';
import { usePrintedHint } from '../../components/use-printed-hint';
import { useMessageText, useT } from '../../i18n/use-t';
import { FileField } from './photo-field';
import { ProgrammeChoice } from './programme-choice';
import { TextField, type WizardForm } from './wizard-fields';

/** `programmes`: the registry's programmes when it holds several, for the handler to choose from; else null. */
export function DogStep({ form, programmes }: { form: WizardForm; programmes: readonly PublicProgramme[] | null }) {
  const t = useT();
  const messageText = useMessageText();
  const printedHint = usePrintedHint();
  const [dogName, dogBreed] = useWatch({ control: form.control, name: ['dogName', 'dogBreed'] });
  return (
    <div className="space-y-5">
      {programmes && <ProgrammeChoice form={form} programmes={programmes} />}
      <TextField
        form={form}
        name="dogName"
        label={t('wizard.dogName')}
        hint={printedHint('dogName', dogName)}
        autoComplete="off"
      />
      <TextField
        form={form}
        name="dogBreed"
        label={t('wizard.breed')}
        hint={printedHint('dogBreed', dogBreed)}
        autoComplete="off"
      />
      <TextField
        form={form}
        name="dogAge"
        label={t('wizard.age')}
        placeholder={t('wizard.agePlaceholder')}
        autoComplete="off"
      />
      <ServiceTypeFields form={form} />
      <div className="space-y-1">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-describedby="showServiceType-hint"
            {...form.register('showServiceType')}
          />
          <span className="font-semibold">{t('wizard.showServiceType')}</span>
        </label>
        <p id="showServiceType-hint" className="pl-8 text-sm text-slate-700">
          {t('wizard.showServiceTypeHint')}
        </p>
      </div>
      <TextField
        form={form}
        name="trainerLicenseNumber"
        label={t('wizard.trainerId')}
        hint={t('wizard.trainerIdHint', { ownerTrainedPath: messageText(MESSAGES.ownerTrainedPath) })}
        placeholder="AZ-12345"
        autoComplete="off"
      />
      <FileField
        form={form}
        name="dogPhoto"
        label={t('wizard.photo')}
        hint={t('wizard.photoHint')}
        accept={PHOTO_ACCEPT}
        preview
      />
      <FileField
        form={form}
        name="certificationFile"
        label={t('wizard.certification')}
        hint={t('wizard.certificationHint')}
        accept={CERTIFICATION_ACCEPT}
        optional
      />
      <TextField
        form={form}
        name="microchipNumber"
        label={t('wizard.microchip')}
        hint={t('wizard.microchipHint')}
        inputMode="numeric"
        autoComplete="off"
        optional
      />
    </div>
  );
}
