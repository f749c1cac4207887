import { Check } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { stepTitles, type StepIndex } from './wizard-values';

/** A finished step is marked as one (a tick, in green), not drawn like a step still to come. */
const LOOKS = {
  done: 'border-green-700 bg-green-50',
  current: 'border-brand-800 bg-brand-50 font-bold',
  todo: 'border-slate-300 bg-white',
} as const;

export function StepIndicator({ step, free }: { step: StepIndex; free: boolean }) {
  const t = useT();
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t('wizard.stepsLabel')}>
      {stepTitles(free).map((title, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={title}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`rounded-md border-2 p-2 text-center text-sm ${LOOKS[state]}`}
          >
            <span className="flex items-center justify-center gap-1 text-lg font-bold">
              {state === 'done' && <Check aria-hidden="true" size={18} className="text-green-800" />}
              {index + 1}
            </span>
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
