import { TrainingLogTable } from '../../../components/training-log-table';
import { useT } from '../../../i18n/use-t';
import { failureMessage } from '../../../lib/api-client';
import { useLogTraining, useTrainingLog } from '../api/training-log';
import { TrainingLogForm } from './training-log-form';

/**
 * A team's training log (docs/decisions/045-access-test-checklist.md): the sessions logged, newest first,
 * and a form to log one. Private to the programme and the handler.
 */
export function TrainingLogPanel({ dogId }: { dogId: string }) {
  const log = useTrainingLog(dogId);
  const add = useLogTraining(dogId);
  const t = useT();
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
      <TrainingLogForm
        log={(entry, done) => add.mutate(entry, done)}
        pending={add.isPending}
        logged={add.isSuccess}
        failure={add.error}
        failureText={failureMessage}
      />
    </section>
  );
}
