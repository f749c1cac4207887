import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { accessTestSchema, type AccessTestInput } from '#common/admin-schemas';
import type { AdminDogDetail } from '#common/api';
import { formatCalendarDate } from '#common/dates';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError, failureMessage } from '../../../lib/api-client';
import { useAccessTests, useRecordAccessTest } from '../api/access-tests';

const resolver = zodResolver(accessTestSchema as never) as unknown as Resolver<AccessTestInput>;

/**
 * Staff record a team's public access tests; the latest one's next due date caps the registration's
 * validity. Outside the edit form, and waiting while it has unsaved changes, since recording a test
 * reloads the record.
 */
export function AccessTestsPanel({ dog, editing }: { dog: AdminDogDetail; editing: boolean }) {
  const tests = useAccessTests(dog.id);
  const record = useRecordAccessTest(dog.id);
  const form = useForm<AccessTestInput>({
    defaultValues: { testedOn: '', evaluatorLicense: '', result: 'passed', nextDue: '' },
    resolver,
  });
  const resultError = form.formState.errors.result?.message;
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
        Public access tests
      </h2>
      <p>
        {dog.accessTestDue
          ? `The next test is due ${formatCalendarDate(`${dog.accessTestDue}T12:00:00Z`)}; the registration is valid until then at most.`
          : 'No test recorded. With one, the registration is valid until its next due date at most.'}
      </p>
      {tests.data && tests.data.items.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">Recorded tests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Tested on</th>
              <th scope="col">Evaluator</th>
              <th scope="col">Result</th>
              <th scope="col">Next due</th>
            </tr>
          </thead>
          <tbody>
            {tests.data.items.map((test) => (
              <tr key={test.id} className="border-t border-slate-200">
                <td className="py-1">{test.testedOn}</td>
                <td className="py-1 font-mono">{test.evaluatorLicense}</td>
                <td className="py-1">{test.result === 'passed' ? 'Passed' : 'Failed'}</td>
                <td className="py-1">{test.nextDue ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="testedOn" label="Tested on" type="date" />
        <FormTextField
          form={form}
          name="evaluatorLicense"
          label="Evaluator's directory ID"
          hint="From the trainer directory"
          autoComplete="off"
        />
        <Field id="field-result" label="Result" error={resultError}>
          {(describedBy) => (
            <select
              id="field-result"
              aria-describedby={describedBy}
              className={inputClass(Boolean(resultError))}
              {...form.register('result')}
            >
              <option value="passed">Passed</option>
              <option value="failed">Failed</option>
            </select>
          )}
        </Field>
        <FormTextField form={form} name="nextDue" label="Next test due" type="date" optional />
        <div className="space-y-2 sm:col-span-2">
          {editing && <p id="tests-wait">Save or undo your changes to the record above first.</p>}
          <Button
            type="submit"
            disabled={editing || record.isPending}
            aria-describedby={editing ? 'tests-wait' : undefined}
          >
            {record.isPending ? 'Recording…' : 'Record test'}
          </Button>
          <p role="status" className="font-semibold">
            {record.isSuccess ? 'Test recorded.' : ''}
          </p>
          {record.isError && !(record.error instanceof ApiRequestError && Object.keys(record.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {failureMessage(record.error)}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
