import type { ReactNode } from 'react';
import type { PublicProgramme } from '#common/api';
import { Button } from '../../components/button';
import { ConfiguredText } from '../../i18n/configured-text';
import { useServiceTypeWords } from '../../i18n/use-service-type-words';
import { useT } from '../../i18n/use-t';
import type { WizardForm } from './wizard-fields';
import type { StepIndex } from './wizard-values';

interface AnswersReviewProps {
  form: WizardForm;
  onChange: (step: StepIndex) => void;
  /** The programme chosen, when the registry holds several (and so asked); null otherwise. */
  programme: PublicProgramme | null;
}

/**
 * Everything the handler entered, read back before a paid, certified submission, with a way back to
 * each step to change it (what they typed is kept).
 */
export function AnswersReview({ form, onChange, programme }: AnswersReviewProps) {
  const t = useT();
  const serviceTypeWords = useServiceTypeWords();
  const values = form.watch();
  const none = t('review.none');
  const group = (step: StepIndex, title: string, rows: [string, ReactNode][]) => (
    <div className="rounded-md border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold">{title}</h4>
        <Button variant="secondary" onClick={() => onChange(step)}>
          {t('review.change', { section: title })}
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value || none}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <section aria-labelledby="review-title" className="space-y-3">
      <h3 id="review-title" className="text-xl font-bold">
        {t('review.title')}
      </h3>
      <p>{t('review.intro')}</p>
      {group(0, t('wizard.stepDog'), [
        ...(programme
          ? [[t('review.programme'), <ConfiguredText key="programme" texts={programme.name} />] as [string, ReactNode]]
          : []),
        [t('wizard.dogName'), values.dogName],
        [t('wizard.breed'), values.dogBreed],
        [t('wizard.age'), values.dogAge],
        [
          t('serviceTypeField.label'),
          values.serviceType && serviceTypeWords(values.serviceType, values.serviceTypeOther),
        ],
        [t('review.serviceTypeShown'), t(values.showServiceType ? 'review.yes' : 'review.no')],
        [t('wizard.trainerId'), values.trainerLicenseNumber],
        [t('wizard.microchip'), values.microchipNumber],
        [t('wizard.photo'), values.dogPhoto?.name],
        [t('wizard.certification'), values.certificationFile?.name],
      ])}
      {group(1, t('wizard.stepOwner'), [
        [t('wizard.fullName'), values.ownerName],
        [t('wizard.address'), values.ownerAddress],
        [t('wizard.phone'), values.ownerPhone],
        [t('wizard.email'), values.ownerEmail],
      ])}
    </section>
  );
}
