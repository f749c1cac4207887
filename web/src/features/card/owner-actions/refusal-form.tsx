import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  REFUSAL_EVENTS,
  REFUSAL_PLACE_KINDS,
  refusalInputSchema,
  type RefusalEvent,
  type RefusalInput,
  type RefusalPlaceKind,
} from '#common/door-refusals';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { useMessageText, useT } from '../../../i18n/use-t';

/** The form as typed: the time as the phone's date-time field gives it (local, no offset). */
interface RefusalFormValues {
  when: string;
  placeName: string;
  placeKind: RefusalPlaceKind | '';
  events: RefusalEvent[];
  notes: string;
}

/** Now, as a date-time field shows it: the phone's local time to the minute. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function toInput(values: RefusalFormValues): Record<string, unknown> {
  const at = new Date(values.when);
  return {
    occurredAt: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
    placeName: values.placeName,
    placeKind: values.placeKind || undefined,
    events: values.events,
    notes: values.notes,
  };
}

/** The shared schema (common/door-refusals.ts) checks the form, as the server checks the request. */
const resolver: Resolver<RefusalFormValues> = (values) => {
  const parsed = refusalInputSchema.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<RefusalFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'occurredAt' ? 'when' : issue.path[0]) as keyof RefusalFormValues;
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** A refusal logged in a minute, on a phone: when (now), where, what happened, notes. */
export function RefusalForm({ onLog }: { onLog: (input: RefusalInput) => void }) {
  const t = useT();
  const say = useMessageText();
  const blank = (): RefusalFormValues => ({ when: localNow(), placeName: '', placeKind: '', events: [], notes: '' });
  const form = useForm<RefusalFormValues>({ defaultValues: blank(), resolver });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    onLog(refusalInputSchema.parse(toInput(values)));
    form.reset(blank());
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormTextField form={form} name="when" label={t('refusals.when')} type="datetime-local" />
      <FormTextField form={form} name="placeName" label={t('refusals.placeName')} optional maxLength={120} />
      <Field
        id="field-placeKind"
        label={t('refusals.placeKind')}
        error={errors.placeKind?.message && say(errors.placeKind.message)}
      >
        {(describedBy) => (
          <select
            id="field-placeKind"
            aria-describedby={describedBy}
            aria-invalid={errors.placeKind ? true : undefined}
            className={inputClass(Boolean(errors.placeKind))}
            {...form.register('placeKind')}
          >
            <option value="">{t('refusals.placeChoose')}</option>
            {REFUSAL_PLACE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`refusals.place.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-1" aria-describedby={errors.events ? 'refusal-events-error' : undefined}>
        <legend className="font-semibold">{t('refusals.events')}</legend>
        {errors.events?.message && (
          <p id="refusal-events-error" className="text-sm font-semibold text-red-700">
            {say(errors.events.message)}
          </p>
        )}
        {REFUSAL_EVENTS.map((event) => (
          <label key={event} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" value={event} className="h-6 w-6 flex-none" {...form.register('events')} />
            {t(`refusals.event.${event}`)}
          </label>
        ))}
      </fieldset>
      <FormTextField form={form} name="notes" label={t('refusals.notes')} multiline optional maxLength={1000} />
      <Button type="submit">{t('refusals.save')}</Button>
    </form>
  );
}
