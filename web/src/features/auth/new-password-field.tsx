import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { Field, inputClass } from '../../components/field';
import { useT } from '../../i18n/use-t';

/** A new account's password, with the rule it must meet: the first admin's setup and a trainer's invitation. */
export function NewPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The error already in the reader's words. */
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <Field
      id={id}
      label={t('admin.login.password')}
      hint={t('admin.setup.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
      error={error}
    >
      {(describedBy) => (
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}
