import { useWatch } from 'react-hook-form';
import type { PublicProgramme } from '#common/api';
import { ConfiguredText } from '../../i18n/configured-text';
import { useMessageText, useT } from '../../i18n/use-t';
import { fieldId, type WizardForm } from './wizard-fields';

const ERROR_ID = 'programme-error';

/**
 * Which programme trained the dog, asked only when the registry holds several (docs/decisions/041-programmes.md):
 * one radio per programme, its name as the label and its tagline as the description, the error added to
 * each one's description (a radio has no aria-invalid). The first radio carries the field's id, so the
 * error summary's link lands on the group.
 */
export function ProgrammeChoice({ form, programmes }: { form: WizardForm; programmes: readonly PublicProgramme[] }) {
  const t = useT();
  const messageText = useMessageText();
  const error = form.formState.errors.programme?.message;
  const chosen = useWatch({ control: form.control, name: 'programme' });
  const registration = form.register('programme', { onChange: () => form.clearErrors('programme') });
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900">{t('wizard.programme')}</legend>
      {error && (
        <p id={ERROR_ID} className="text-sm font-semibold text-red-700">
          <span className="sr-only">{t('field.errorPrefix')}</span>
          {messageText(error)}
        </p>
      )}
      <div className="space-y-2">
        {programmes.map((programme, index) => {
          const id = index === 0 ? fieldId('programme') : `${fieldId('programme')}-${programme.slug}`;
          const taglineId = `${id}-tagline`;
          const hasTagline = programme.tagline.en !== '' || programme.tagline.es !== '';
          const describedBy = [hasTagline ? taglineId : null, error ? ERROR_ID : null].filter(Boolean).join(' ');
          return (
            <div
              key={programme.slug}
              className={`flex items-start gap-3 rounded-md border p-3 ${
                chosen === programme.slug
                  ? 'border-brand-700 bg-brand-50'
                  : error
                    ? 'border-red-700'
                    : 'border-slate-400'
              }`}
            >
              <input
                type="radio"
                id={id}
                value={programme.slug}
                className="mt-1 h-5 w-5 shrink-0"
                required
                aria-describedby={describedBy || undefined}
                {...registration}
              />
              <div>
                <label htmlFor={id} className="font-semibold">
                  <ConfiguredText texts={programme.name} />
                </label>
                {hasTagline && (
                  <p id={taglineId} className="text-sm text-slate-700">
                    <ConfiguredText texts={programme.tagline} />
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
