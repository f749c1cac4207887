import type { TeamSummary } from '#common/api';
import { TrainingLogTable } from '../../../components/training-log-table';
import { useT } from '../../../i18n/use-t';
import { refusal, useLogTeamTraining } from '../api/teams';
import { TrainingLogForm } from '../edit/training-log-form';

/** The team's training log, private to the programme and the handler, and a form to log a session. */
export function TeamLogForm({ team, number }: { team: TeamSummary; number: string }) {
  const t = useT();
  const add = useLogTeamTraining(number);
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
      <TrainingLogForm
        log={(entry, done) => add.mutate({ id: team.id, input: entry }, done)}
        pending={add.isPending}
        logged={add.isSuccess}
        failure={add.error}
        failureText={refusal}
        columns={1}
      />
    </section>
  );
}
