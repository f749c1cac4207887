import type { RegistrationFullView } from '#common/api';
import { TrainingLogTable } from '../../../components/training-log-table';
import { useT } from '../../../i18n/use-t';
import { useOwnerTrainingLog } from '../api/owner-actions';
import { FoldedSection } from './folded-section';

/** The sessions the team's programme logged, for the handler; nothing shows while there are none. */
export function TrainingLog({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const log = useOwnerTrainingLog(dog.id, ownerKey);
  const t = useT();
  const items = log.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <FoldedSection title={t('owner.trainingLogTitle')}>
      <p>{t('trainingLog.explain')}</p>
      <TrainingLogTable
        entries={items}
        words={{
          caption: t('trainingLog.caption'),
          day: t('trainingLog.day'),
          hours: t('trainingLog.hours'),
          skills: t('trainingLog.skills'),
        }}
      />
    </FoldedSection>
  );
}
