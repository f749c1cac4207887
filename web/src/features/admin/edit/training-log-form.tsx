import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { trainingLogEntrySchema, type TrainingLogEntryInput } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';

const resolver = zodResolver(trainingLogEntrySchema as never) as unknown as Resolver<TrainingLogEntryInput>;

interface TrainingLogFormProps {
  /** Sends the session; `done` clears the form once it is logged, or marks the fields the server refused. */
  log: (entry: TrainingLogEntryInput, done: { onSuccess: () => void; onError: (failure: unknown) => void }) => void;
  pending: boolean;
  logged: boolean;
  failure: unknown;
  /** What to say of a failure that names no field. */
  failureText: (failure: unknown) => string;
  /** One column (the trainer's phone page), or two from a small screen up (the record's page). */
  columns?: 1 | 2;
}

/** Logging a training session (the day, the hours, the skills): on the record's page and the trainer's. */
export function TrainingLogForm({ log, pending, logged, failure, failureText, columns = 2 }: TrainingLogFormProps) {
  const t = useT();
  const say = useMessageText();
  const form = useForm<TrainingLogEntryInput>({ resolver });
  const submit = form.handleSubmit((entry) =>
    log(entry, {
      onSuccess: () => form.reset(),
      onError: (refused) => {
        if (!(refused instanceof ApiRequestError)) return;
        for (const [field, message] of Object.entries(refused.fields))
          form.setError(field as keyof TrainingLogEntryInput, { message }, { shouldFocus: true });
      },
    }),
  );
  const fieldsRefused = failure instanceof ApiRequestError && Object.keys(failure.fields).length > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}
    >
      <FormTextField form={form} name="loggedOn" label={t('admin.trainingLog.loggedOn')} type="date" />
      <HoursField form={form} label={t('admin.trainingLog.hours')} />
      <div className="sm:col-span-2">
        <FormTextField form={form} name="skills" label={t('admin.trainingLog.skills')} maxLength={300} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.trainingLog.logging') : t('admin.trainingLog.log')}
        </Button>
        <p role="status" className="font-semibold">
          {logged ? t('admin.trainingLog.logged') : ''}
        </p>
        {failure !== null && !fieldsRefused && (
          <p role="alert" className="font-semibold text-red-800">
            {say(failureText(failure))}
          </p>
        )}
      </div>
    </form>
  );
}

/** Hours in quarter hours, sent as a number. */
function HoursField({ form, label }: { form: ReturnType<typeof useForm<TrainingLogEntryInput>>; label: string }) {
  const error = form.formState.errors.hours?.message;
  return (
    <Field id="field-hours" label={label} error={error}>
      {(describedBy) => (
        <input
          id="field-hours"
          type="number"
          inputMode="decimal"
          step={0.25}
          min={0.25}
          max={24}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
          {...form.register('hours', { valueAsNumber: true, onChange: () => form.clearErrors('hours') })}
        />
      )}
    </Field>
  );
}
