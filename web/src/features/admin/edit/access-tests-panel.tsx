import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { CHECKLIST_ITEMS, type PlaceKind } from '#common/access-test-checklist';
import { accessTestSchema, type AccessTestInput } from '#common/staff-schemas';
import type { StaffRegistrationDetail } from '#common/api';
import { STATUS_RULES } from '#common/lifecycle';
import { Button, ButtonLink } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAccessTests, useRecordAccessTest } from '../api/access-tests';
import { AccessTestChecklist } from './access-test-checklist';

const resolver = zodResolver(accessTestSchema as never) as unknown as Resolver<AccessTestInput>;
/** Every item unticked: a team passes an item when the evaluator ticks it. */
const NO_ITEMS = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item.id, false]));

/**
 * Staff record a team's public access tests; the latest one's next due date caps the registration's
 * validity. Outside the edit form, and waiting while it has unsaved changes, since recording a test
 * reloads the record.
 */
export function AccessTestsPanel({ dog, editing }: { dog: StaffRegistrationDetail; editing: boolean }) {
  const tests = useAccessTests(dog.id);
  const record = useRecordAccessTest(dog.id);
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  const form = useForm<AccessTestInput>({
    defaultValues: { testedOn: '', evaluatorLicense: '', result: 'failed', nextDue: '', items: NO_ITEMS, notes: '' },
    resolver,
  });
  const submit = form.handleSubmit((test) =>
    record.mutate(test, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError)) return;
        for (const [field, message] of Object.entries(failure.fields)) {
          form.setError(field as keyof AccessTestInput, { message }, { shouldFocus: true });
        }
      },
    }),
  );
  return (
    <section aria-labelledby="tests-title" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="tests-title" className="text-xl font-bold">
        {t('admin.accessTests.title')}
      </h2>
      <p>
        {dog.accessTestDue
          ? t('admin.accessTests.due', { date: format.date(dog.accessTestDue) })
          : t(tests.data?.items.length ? 'admin.accessTests.noDue' : 'admin.accessTests.none')}
      </p>
      {tests.data && tests.data.items.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">{t('admin.accessTests.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.accessTests.testedOn')}</th>
              <th scope="col">{t('admin.accessTests.evaluator')}</th>
              <th scope="col">{t('admin.accessTests.result')}</th>
              <th scope="col">{t('admin.accessTests.nextDue')}</th>
              <th scope="col">{t('admin.accessTests.checklist')}</th>
            </tr>
          </thead>
          <tbody>
            {tests.data.items.map((test) => (
              <tr key={test.id} className="border-t border-slate-200">
                <td className="py-1">{format.date(test.testedOn)}</td>
                <td className="py-1 font-mono">{test.evaluatorLicense}</td>
                <td className="py-1">
                  {t(test.result === 'passed' ? 'admin.accessTests.passed' : 'admin.accessTests.failed')}
                </td>
                <td className="py-1">{test.nextDue ? format.date(test.nextDue) : '—'}</td>
                <td className="py-1">
                  {test.items
                    ? t('admin.accessTests.itemsPassed', {
                        passed: Object.values(test.items).filter(Boolean).length,
                        total: CHECKLIST_ITEMS.length,
                      })
                    : '—'}
                  {test.placeKind && ` · ${t(`admin.accessTests.place.${test.placeKind as PlaceKind}`)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The latest test passed and the record is in force: its training attestation stands (decision 044). */}
      {tests.data?.items[0]?.result === 'passed' && STATUS_RULES[dog.status].keepsCard && (
        <ButtonLink to={paths.trainingLetter(dog.id)} variant="secondary">
          {t('admin.accessTests.letter')}
        </ButtonLink>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="testedOn" label={t('admin.accessTests.testedOn')} type="date" />
        <FormTextField
          form={form}
          name="evaluatorLicense"
          label={t('admin.accessTests.evaluatorId')}
          hint={t('admin.accessTests.evaluatorIdHint')}
          autoComplete="off"
        />
        <FormTextField form={form} name="nextDue" label={t('admin.accessTests.nextTestDue')} type="date" optional />
        <AccessTestChecklist form={form} />
        <div className="sm:col-span-2">
          <FormTextField form={form} name="notes" label={t('admin.accessTests.notes')} multiline optional />
        </div>
        <div className="space-y-2 sm:col-span-2">
          {editing && <p id="tests-wait">{t('admin.accessTests.saveFirst')}</p>}
          <Button
            type="submit"
            disabled={editing || record.isPending}
            aria-describedby={editing ? 'tests-wait' : undefined}
          >
            {record.isPending ? t('admin.accessTests.recording') : t('admin.accessTests.record')}
          </Button>
          <p role="status" className="font-semibold">
            {record.isSuccess ? t('admin.accessTests.recorded') : ''}
          </p>
          {record.isError && !(record.error instanceof ApiRequestError && Object.keys(record.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {say(failureMessage(record.error))}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
