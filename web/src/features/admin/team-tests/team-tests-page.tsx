import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TeamSummary } from '#common/api';
import { useSession } from '../../../api/session';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { StatusBadge } from '../../../components/status-badge';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { refusal, useTeam } from '../api/teams';
import { TeamLogForm } from './team-log-form';
import { TeamTestForm } from './team-test-form';

/**
 * Where a trainer works, on a phone at the test (docs/decisions/046-trainer-accounts.md): a team of the
 * programme found by its registry number, then a public access test recorded with the checklist, or a
 * training session logged. Staff can use it too. No contact details are shown or fetched.
 */
export function TeamTestsPage() {
  const t = useT();
  const say = useMessageText();
  useDocumentTitle(t('admin.teams.title'));
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState('');
  const team = useTeam(number);
  const result = useRef<HTMLDivElement>(null);
  // The answer takes the focus, found or not, so a screen reader hears it and the keyboard continues from it.
  useEffect(() => {
    if (number && !team.isFetching) result.current?.focus();
  }, [number, team.isFetching, team.data, team.error]);

  function onFind(event: FormEvent) {
    event.preventDefault();
    setNumber(typed.trim().toUpperCase());
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.teams.title')}</h1>
      <p>{t('admin.teams.intro')}</p>
      <form onSubmit={onFind} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field id="team-number" label={t('admin.teams.number')}>
            {(describedBy) => (
              <input
                id="team-number"
                value={typed}
                autoComplete="off"
                autoCapitalize="characters"
                aria-describedby={describedBy}
                onChange={(event) => setTyped(event.target.value)}
                className={inputClass(false)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={typed.trim() === '' || team.isFetching}>
          {team.isFetching ? t('admin.teams.finding') : t('admin.teams.find')}
        </Button>
      </form>
      <div ref={result} tabIndex={-1} className="space-y-6 outline-none">
        {team.isError && (
          <p role="alert" className="font-semibold text-red-800">
            {say(refusal(team.error))}
          </p>
        )}
        {team.data && <Team team={team.data} number={number} />}
      </div>
    </div>
  );
}

function Team({ team, number }: { team: TeamSummary; number: string }) {
  const t = useT();
  const format = useFormat();
  const session = useSession();
  const trainer = session.data?.admin?.trainer ?? null;
  return (
    <>
      <section aria-labelledby="team-title" className="space-y-2 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="team-title" className="text-2xl font-bold">
          {t('admin.teams.team', { dogName: team.dogName, handler: team.handlerName })}
        </h2>
        <p className="font-mono">{team.registryNumber}</p>
        <StatusBadge status={team.status} />
        <p>
          {team.accessTestDue
            ? t('admin.accessTests.due', { date: format.date(team.accessTestDue) })
            : t(team.accessTests.length > 0 ? 'admin.accessTests.noDue' : 'admin.accessTests.none')}
        </p>
        {team.accessTests[0] && (
          <p>
            {t('admin.teams.lastTest', {
              date: format.date(team.accessTests[0].testedOn),
              result: t(
                team.accessTests[0].result === 'passed' ? 'admin.accessTests.passed' : 'admin.accessTests.failed',
              ),
              evaluator: team.accessTests[0].evaluatorLicense,
            })}
          </p>
        )}
      </section>
      <TeamTestForm team={team} number={number} trainer={trainer} />
      <TeamLogForm team={team} number={number} />
    </>
  );
}
