import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CHECKLIST_ITEMS, checklistResult, failedMustPass, PLACE_KINDS } from '#common/access-test-checklist';
import type { AccessTestInput } from '#common/staff-schemas';
import { Field, inputClass } from '../../../components/field';
import { useT } from '../../../i18n/use-t';

/**
 * The public access test item by item (docs/decisions/045-access-test-checklist.md): a kind of place, a
 * box per item (must-pass items marked), and the result the checklist gives, announced as it changes and
 * sent with the test. Large boxes and labels: it is filled on a phone at the test.
 */
export function AccessTestChecklist({ form }: { form: UseFormReturn<AccessTestInput> }) {
  const t = useT();
  const items = useWatch({ control: form.control, name: 'items' }) ?? {};
  const result = checklistResult(items);
  const missing = failedMustPass(items).length;
  useEffect(() => form.setValue('result', result), [form, result]);
  const placeError = form.formState.errors.placeKind?.message;
  return (
    <>
      <Field id="field-placeKind" label={t('admin.accessTests.place')} error={placeError} optional>
        {(describedBy) => (
          <select
            id="field-placeKind"
            aria-describedby={describedBy}
            className={inputClass(Boolean(placeError))}
            {...form.register('placeKind', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
          >
            <option value="">{t('admin.accessTests.placeChoose')}</option>
            {PLACE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.accessTests.place.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-2 sm:col-span-2" aria-describedby="checklist-hint">
        <legend className="font-semibold">{t('admin.accessTests.checklist')}</legend>
        <p id="checklist-hint" className="text-sm text-slate-700">
          {t('admin.accessTests.checklistHint')}
        </p>
        <ul className="space-y-1">
          {CHECKLIST_ITEMS.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                <input type="checkbox" className="h-6 w-6 flex-none" {...form.register(`items.${item.id}`)} />
                <span>
                  {t(`checklist.item.${item.id}`)}
                  {item.mustPass && (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 text-sm font-semibold text-slate-800">
                      {t('admin.accessTests.mustPass')}
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p role="status" className={`font-semibold ${result === 'passed' ? 'text-green-800' : 'text-red-800'}`}>
          {result === 'passed'
            ? t('admin.accessTests.computedPassed')
            : t('admin.accessTests.computedFailed', { count: missing })}
        </p>
      </fieldset>
    </>
  );
}
