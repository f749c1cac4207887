import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, inputClass } from '../../components/field';
import type { WizardField, WizardValues } from './wizard-schemas';

export type WizardForm = UseFormReturn<WizardValues>;

export function fieldId(name: string): string {
  return `field-${name}`;
}

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength'> {
  form: WizardForm;
  name: Exclude<WizardField, 'dogPhoto' | 'certificationFile'>;
  label: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** A text input or textarea bound to the wizard's form; editing it clears its error (SPEC §5). */
export function TextField({ form, name, label, hint, optional, multiline, ...inputProps }: TextFieldProps) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name, { onChange: () => form.clearErrors(name) });
  return (
    <Field id={fieldId(name)} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) =>
        multiline ? (
          <textarea
            id={fieldId(name)}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={optional ? undefined : true}
            className={inputClass(Boolean(error))}
            autoComplete={inputProps.autoComplete}
            {...registration}
          />
        ) : (
          <input
            id={fieldId(name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={optional ? undefined : true}
            className={inputClass(Boolean(error))}
            {...inputProps}
            {...registration}
          />
        )
      }
    </Field>
  );
}
