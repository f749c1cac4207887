import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { OTHER_SERVICE_TYPE, SERVICE_TYPES } from '#common/constants';
import { useT } from '../i18n/use-t';
import { Field, inputClass } from './field';
import { FormTextField, fieldId } from './form-text-field';

interface ServiceTypeValues extends FieldValues {
  serviceType: string;
  serviceTypeOther?: string | undefined;
}

/** The service type select, and the text field that "Other (Please specify)" asks for. */
export function ServiceTypeFields<T extends ServiceTypeValues>({ form }: { form: UseFormReturn<T> }) {
  const t = useT();
  const typeName = 'serviceType' as Path<T>;
  const otherName = 'serviceTypeOther' as Path<T>;
  const serviceType = useWatch({ control: form.control, name: typeName });
  const error = (get(form.formState.errors, typeName) as { message?: string } | undefined)?.message;
  return (
    <>
      <Field id={fieldId(typeName)} label={t('serviceTypeField.label')} error={error}>
        {(describedBy) => (
          <select
            id={fieldId(typeName)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required
            className={inputClass(Boolean(error))}
            {...form.register(typeName, { onChange: () => form.clearErrors([typeName, otherName]) })}
          >
            <option value="">{t('serviceTypeField.choose')}</option>
            {/* Stored in English (the records and the export); shown in the reader's language. */}
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`serviceType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {serviceType === OTHER_SERVICE_TYPE && (
        <FormTextField form={form} name={otherName} label={t('serviceTypeField.other')} autoComplete="off" />
      )}
    </>
  );
}
