import type { InputHTMLAttributes } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, inputClass } from './field';

export function fieldId(name: string): string {
  return `field-${name}`;
}

interface FormTextFieldProps<T extends FieldValues> extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength'
> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** A text input or textarea bound to a react-hook-form form; editing it clears its error. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  optional,
  multiline,
  ...inputProps
}: FormTextFieldProps<T>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const registration = form.register(name, { onChange: () => form.clearErrors(name) });
  const common = {
    id: fieldId(name),
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    className: inputClass(Boolean(error)),
  } as const;
  return (
    <Field id={fieldId(name)} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) =>
        multiline ? (
          <textarea
            rows={3}
            aria-describedby={describedBy}
            autoComplete={inputProps.autoComplete}
            {...common}
            {...registration}
          />
        ) : (
          <input aria-describedby={describedBy} {...inputProps} {...common} {...registration} />
        )
      }
    </Field>
  );
}
