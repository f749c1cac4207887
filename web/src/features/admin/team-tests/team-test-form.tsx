import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { CHECKLIST_ITEMS } from '#common/access-test-checklist';
import type { SignedInStaff, TeamSummary } from '#common/api';
import { accessTestSchema, type AccessTestInput } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form-text-field';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { refusal, useRecordTeamTest } from '../api/teams';
import { AccessTestChecklist } from '../edit/access-test-checklist';

const resolver = zodResolver(accessTestSchema as never) as unknown as Resolver<AccessTestInput>;
const NO_ITEMS = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item.id, false]));

/**
 * A public access test, item by item, on the team found. A trainer records it as their own listing (the
 * server refuses any other); staff name the evaluator, as on the record's page.
 */
export function TeamTestForm({
  team,
  number,
  trainer,
}: {
  team: TeamSummary;
  number: string;
  trainer: SignedInStaff['trainer'];
}) {
  const t = useT();
  const say = useMessageText();
  const record = useRecordTeamTest(number);
  const blank: AccessTestInput = {
    testedOn: new Date().toISOString().slice(0, 10),
    evaluatorLicense: trainer?.licenseNumber ?? '',
    result: 'failed',
    nextDue: '',
    items: NO_ITEMS,
    notes: '',
  };
  const form = useForm<AccessTestInput>({ defaultValues: blank, resolver });
  const submit = form.handleSubmit((test) =>
    record.mutate(
      { id: team.id, input: test },
      {
        onSuccess: () => form.reset(blank),
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError)) return;
          for (const [field, message] of Object.entries(failure.fields))
            form.setError(field as keyof AccessTestInput, { message }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <section aria-labelledby="team-test-title" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="team-test-title" className="text-xl font-bold">
        {t('admin.teams.recordTitle')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormTextField form={form} name="testedOn" label={t('admin.accessTests.testedOn')} type="date" />
        {trainer ? (
          <p>{t('admin.teams.asYou', { name: trainer.name, licenseNumber: trainer.licenseNumber })}</p>
        ) : (
          <FormTextField
            form={form}
            name="evaluatorLicense"
            label={t('admin.accessTests.evaluatorId')}
            hint={t('admin.accessTests.evaluatorIdHint')}
            autoComplete="off"
          />
        )}
        <FormTextField form={form} name="nextDue" label={t('admin.accessTests.nextTestDue')} type="date" optional />
        <AccessTestChecklist form={form} />
        <FormTextField form={form} name="notes" label={t('admin.accessTests.notes')} multiline optional />
        {trainer && form.formState.errors.evaluatorLicense?.message && (
          <p role="alert" className="font-semibold text-red-800">
            {say(form.formState.errors.evaluatorLicense.message)}
          </p>
        )}
        <div className="space-y-2">
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t('admin.accessTests.recording') : t('admin.accessTests.record')}
          </Button>
          <p role="status" className="font-semibold">
            {record.isSuccess ? t('admin.accessTests.recorded') : ''}
          </p>
          {record.isError && !(record.error instanceof ApiRequestError && Object.keys(record.error.fields).length) && (
            <p role="alert" className="font-semibold text-red-800">
              {say(refusal(record.error))}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
