import { forwardRef } from 'react';
import { useMessageText, useT } from '../i18n/use-t';

export interface SummaryError {
  field: string;
  message: string;
}

/**
 * The GOV.UK error summary: a titled list at the top of the form, focused when it appears so
 * screen readers announce it, each entry linking to the field that needs attention.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[]; fieldId: (field: string) => string }>(
  function ErrorSummary({ errors, fieldId }, ref) {
    const t = useT();
    const messageText = useMessageText();
    if (errors.length === 0) return null;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        aria-labelledby="error-summary-title"
        className="rounded-md border-4 border-red-700 bg-white p-4"
      >
        <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
          {t('errorSummary.title')}
        </h2>
        <ul className="mt-2 list-none space-y-1">
          {errors.map((error) => (
            <li key={error.field}>
              <a
                href={`#${fieldId(error.field)}`}
                className="font-semibold text-red-700 underline"
                onClick={(event) => {
                  const target = document.getElementById(fieldId(error.field));
                  if (target) {
                    event.preventDefault();
                    target.focus();
                    target.scrollIntoView({ block: 'center' });
                  }
                }}
              >
                {messageText(error.message)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
