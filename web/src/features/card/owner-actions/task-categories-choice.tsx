import { useState } from 'react';
import type { RegistrationFullView } from '#common/api';
import { orderedTaskCategories, TASK_CATEGORIES, type TaskCategory } from '#common/task-categories';
import { Button } from '../../../components/button';
import { useMessageText, useT } from '../../../i18n/use-t';
import { failureMessage } from '../../../lib/api-client';
import { useSetTaskCategories } from '../api/owner-actions';

/**
 * The handler's choice of the kinds of task the training attestation and its letter name
 * (docs/decisions/044-training-attestation.md): none unless chosen, each a kind of task, never a condition.
 */
export function TaskCategoriesChoice({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  const messageText = useMessageText();
  const save = useSetTaskCategories(dog.id, ownerKey);
  const [chosen, setChosen] = useState<TaskCategory[]>(dog.taskCategories);
  const toggle = (category: TaskCategory, on: boolean) =>
    setChosen((now) => orderedTaskCategories(on ? [...now, category] : now.filter((c) => c !== category)));
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ taskCategories: chosen });
      }}
    >
      <fieldset aria-describedby="tasks-hint" className="space-y-1">
        <legend className="font-semibold">{t('tasks.legend', { dogName: dog.dogName })}</legend>
        <p id="tasks-hint" className="text-sm text-slate-700">
          {t('tasks.hint')}
        </p>
        {TASK_CATEGORIES.map((category) => (
          <label key={category} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 flex-none"
              checked={chosen.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            <span>{t(`tasks.${category}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? t('tasks.saving') : t('tasks.save')}
      </Button>
      <p role="status" className="text-sm font-semibold">
        {save.isError
          ? messageText(failureMessage(save.error))
          : save.isSuccess
            ? t(dog.taskCategories.length > 0 ? 'tasks.savedNamed' : 'tasks.savedNone')
            : ''}
      </p>
    </form>
  );
}
