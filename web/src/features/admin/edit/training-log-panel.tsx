import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { trainingLogEntrySchema, type TrainingLogEntryInput } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { TrainingLogTable } from '../../../components/training-log-table';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { useLogTraining, useTrainingLog } from '../api/training-log';

const resolver = zodResolver(trainingLogEntrySchema as never) as unknown as Resolver<TrainingLogEntryInput>;

/**
 * A team's training log (docs/decisions/045-access-test-checklist.md): the sessions logged, newest first,
 * and a form to log one. Private to the programme and the handler.
 */
export function TrainingLogPanel({ dogId }: { dogId: string }) {
  const log = useTrainingLog(dogId);
  const add = useLogTraining(dogId);
  const t = useT();
  const say = useMessageText();
  const form = useForm<TrainingLogEntryInput>({ resolver });
  const submit = form.handleSubmit((entry) =>
    add.mutate(entry, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError)) return;
        for (const [field, message] of Object.entries(failure.fields))
          form.setError(field as keyof TrainingLogEntryInput, { message }, { shouldFocus: true });
      },
    }),
  );
  const items = log.data?.items ?? [];
  return (
    <section aria-labelledby="log-title" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="log-title" className="text-xl font-bold">
        {t('admin.trainingLog.title')}
      </h2>
      <p>{t('admin.trainingLog.private')}</p>
      {log.data && items.length === 0 && <p>{t('admin.trainingLog.none')}</p>}
      {items.length > 0 && (
        <TrainingLogTable
          entries={items}
          words={{
            caption: t('admin.trainingLog.caption'),
            day: t('admin.trainingLog.loggedOn'),
            hours: t('admin.trainingLog.hours'),
            skills: t('admin.trainingLog.skills'),
          }}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="loggedOn" label={t('admin.trainingLog.loggedOn')} type="date" />
        <HoursField form={form} label={t('admin.trainingLog.hours')} />
        <div className="sm:col-span-2">
          <FormTextField form={form} name="skills" label={t('admin.trainingLog.skills')} maxLength={300} />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('admin.trainingLog.logging') : t('admin.trainingLog.log')}
          </Button>
          <p role="status" className="font-semibold">
            {add.isSuccess ? t('admin.trainingLog.logged') : ''}
          </p>
          {add.isError && !(add.error instanceof ApiRequestError && Object.keys(add.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {say(failureMessage(add.error))}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/** Hours in quarter hours, sent as a number. */
export function HoursField({
  form,
  label,
}: {
  form: ReturnType<typeof useForm<TrainingLogEntryInput>>;
  label: string;
}) {
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
