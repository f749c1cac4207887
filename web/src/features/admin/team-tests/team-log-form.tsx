import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { TeamSummary } from '#common/api';
import { trainingLogEntrySchema, type TrainingLogEntryInput } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { TrainingLogTable } from '../../../components/training-log-table';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { refusal, useLogTeamTraining } from '../api/teams';
import { HoursField } from '../edit/training-log-panel';

const resolver = zodResolver(trainingLogEntrySchema as never) as unknown as Resolver<TrainingLogEntryInput>;

/** The team's training log, private to the programme and the handler, and a form to log a session. */
export function TeamLogForm({ team, number }: { team: TeamSummary; number: string }) {
  const t = useT();
  const say = useMessageText();
  const add = useLogTeamTraining(number);
  const form = useForm<TrainingLogEntryInput>({ resolver });
  const submit = form.handleSubmit((entry) =>
    add.mutate(
      { id: team.id, input: entry },
      {
        onSuccess: () => form.reset(),
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError)) return;
          for (const [field, message] of Object.entries(failure.fields))
            form.setError(field as keyof TrainingLogEntryInput, { message }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <section aria-labelledby="team-log-title" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="team-log-title" className="text-xl font-bold">
        {t('admin.trainingLog.title')}
      </h2>
      <p>{t('admin.trainingLog.private')}</p>
      {team.trainingLog.length === 0 ? (
        <p>{t('admin.trainingLog.none')}</p>
      ) : (
        <TrainingLogTable
          entries={team.trainingLog}
          words={{
            caption: t('admin.trainingLog.caption'),
            day: t('admin.trainingLog.loggedOn'),
            hours: t('admin.trainingLog.hours'),
            skills: t('admin.trainingLog.skills'),
          }}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormTextField form={form} name="loggedOn" label={t('admin.trainingLog.loggedOn')} type="date" />
        <HoursField form={form} label={t('admin.trainingLog.hours')} />
        <FormTextField form={form} name="skills" label={t('admin.trainingLog.skills')} maxLength={300} />
        <div className="space-y-2">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('admin.trainingLog.logging') : t('admin.trainingLog.log')}
          </Button>
          <p role="status" className="font-semibold">
            {add.isSuccess ? t('admin.trainingLog.logged') : ''}
          </p>
          {add.isError && !(add.error instanceof ApiRequestError && Object.keys(add.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {say(refusal(add.error))}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
