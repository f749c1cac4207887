import { useEffect, useMemo } from 'react';
import { Upload } from 'lucide-react';
import { buttonClass } from '../../components/button';
import { Field } from '../../components/field';
import { useT } from '../../i18n/use-t';
import { fieldId, type WizardForm } from './wizard-fields';

interface FileFieldProps {
  form: WizardForm;
  name: 'dogPhoto' | 'certificationFile';
  label: string;
  hint: string;
  accept: string;
  optional?: boolean;
  preview?: boolean;
}

/** A file input whose File lives in the form state; the photo shows a preview once chosen. */
export function FileField({ form, name, label, hint, accept, optional, preview }: FileFieldProps) {
  const t = useT();
  const file = form.watch(name);
  const error = form.formState.errors[name]?.message;
  const previewUrl = useMemo(
    () => (preview && file instanceof File && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file, preview],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  return (
    <Field id={fieldId(name)} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <div className="space-y-3">
          {/* The browser's own picker speaks the browser's language, not the page's: it is kept for the
              keyboard and screen readers, and a button in the page's words is what shows. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={fieldId(name)}
              type="file"
              accept={accept}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              aria-required={optional ? undefined : true}
              className="peer sr-only"
              onChange={(event) => {
                form.setValue(name, event.target.files?.[0], { shouldDirty: true });
                form.clearErrors(name);
              }}
            />
            <label
              htmlFor={fieldId(name)}
              aria-hidden="true"
              className={buttonClass(
                'secondary',
                `cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${error ? 'border-red-700' : ''}`,
              )}
            >
              <Upload size={18} />
              {t('wizard.chooseFile')}
            </label>
            <p className="text-sm text-slate-700">
              {file instanceof File
                ? t('wizard.fileChosen', { name: file.name, kilobytes: Math.max(1, Math.round(file.size / 1024)) })
                : t('wizard.noFileChosen')}
            </p>
          </div>
          {previewUrl && (
            <img
              src={previewUrl}
              alt={t('wizard.filePreview', { name: file instanceof File ? file.name : '' })}
              className="h-40 w-40 rounded-md border border-slate-300 object-cover"
            />
          )}
        </div>
      )}
    </Field>
  );
}
