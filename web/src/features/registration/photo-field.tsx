import { useEffect, useMemo } from 'react';
import { Field, inputClass } from '../../components/field';
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
          <input
            id={fieldId(name)}
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={optional ? undefined : true}
            className={`${inputClass(Boolean(error))} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold file:text-brand-900`}
            onChange={(event) => {
              form.setValue(name, event.target.files?.[0], { shouldDirty: true });
              form.clearErrors(name);
            }}
          />
          {file instanceof File && (
            <p className="text-sm text-slate-700">
              {t('wizard.fileChosen', { name: file.name, kilobytes: Math.max(1, Math.round(file.size / 1024)) })}
            </p>
          )}
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
