import type { ReactNode } from 'react';
import { useMessageText, useT } from '../i18n/use-t';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, an optional hint, the control and its error, wired together for assistive technology. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const t = useT();
  const messageText = useMessageText();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {optional && <span className="font-normal text-slate-600">{t('field.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className="text-sm font-semibold text-red-700">
          <span className="sr-only">{t('field.errorPrefix')}</span>
          {messageText(error)}
        </p>
      )}
      {children(describedBy)}
    </div>
  );
}

export function inputClass(invalid: boolean): string {
  return `block w-full rounded-md border px-3 py-2.5 text-base text-slate-900 bg-white ${invalid ? 'border-red-700 border-2' : 'border-slate-500'}`;
}
