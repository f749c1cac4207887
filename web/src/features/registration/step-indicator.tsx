import { useT } from '../../i18n/use-t';
import { STEP_TITLES, type StepIndex } from './wizard-schemas';

export function StepIndicator({ step }: { step: StepIndex }) {
  const t = useT();
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t('wizard.stepsLabel')}>
      {STEP_TITLES.map((title, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={title}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`rounded-md border-2 p-2 text-center text-sm ${state === 'current' ? 'border-brand-800 bg-brand-50 font-bold' : 'border-slate-300 bg-white'}`}
          >
            <span className="block text-lg font-bold">{index + 1}</span>
            <span>{t(title)}</span>
            <span className="sr-only">
              {t(state === 'done' ? 'wizard.stepDone' : state === 'todo' ? 'wizard.stepTodo' : 'wizard.stepCurrent')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
