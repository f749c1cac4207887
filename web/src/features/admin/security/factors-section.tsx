import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Factor } from '#common/api';
import { ADMIN_SCOPE, useSession } from '../../../api/session';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { getFactors, removeFactor, renewRecoveryCodes } from '../../../api/second-factor';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { EnrolFactor } from '../../../components/second-factor/enrol-factor';
import { RecoveryCodesPanel } from '../../../components/second-factor/recovery-codes-panel';
import { factorFailure } from '../../../components/second-factor/failure-text';
import { NoticeLine, type Notice } from './notice';

const FACTORS_KEY = [...ADMIN_SCOPE, 'factors'] as const;

/** The signed-in staff member's passkeys and apps: list, add, remove; and new recovery codes. */
export function FactorsSection() {
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const confirmIdentity = useConfirmIdentity();
  const email = useSession().data?.admin?.email ?? '';
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: getFactors });
  // Remounts the enrolment form after each factor added, ready for another.
  const [added, setAdded] = useState(0);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const failed = (error: unknown) => setNotice({ kind: 'error', text: say(factorFailure(error, '')) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
  const remove = useMutation({
    mutationFn: (factor: Factor) => confirmIdentity(() => removeFactor(factor.id)).then(() => factor),
    onSuccess: async (factor) => {
      setNotice({ kind: 'success', text: t('admin.security.removed', { name: factor.label }) });
      await refresh();
    },
    onError: failed,
  });
  const renew = useMutation({
    mutationFn: () => confirmIdentity(renewRecoveryCodes),
    onSuccess: async (fresh) => {
      setNotice(null);
      setCodes(fresh);
      await refresh();
    },
    onError: failed,
  });
  const kindName = (factor: Factor) =>
    factor.kind === 'passkey' ? t('admin.security.kindPasskey') : t('admin.security.kindTotp');

  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {t('admin.security.factorsTitle')}
      </h2>
      <NoticeLine notice={notice} />
      {factors.data && (
        <DataTable
          caption={t('admin.security.factorsCaption')}
          headers={[
            t('admin.security.kind'),
            t('admin.security.name'),
            t('admin.security.addedOn'),
            t('admin.security.lastUsed'),
            t('admin.dogs.actionsColumn'),
          ]}
          minWidth="min-w-[40rem]"
        >
          {factors.data.factors.map((factor) => (
            <tr key={factor.id} className="border-t border-slate-200">
              <td className="px-3 py-2">{kindName(factor)}</td>
              <td className="px-3 py-2 break-words">{factor.label}</td>
              <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(factor.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {factor.lastUsedAt ? format.dateTime(factor.lastUsedAt) : t('admin.security.never')}
              </td>
              <td className="px-3 py-2">
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={t('admin.security.removeLabel', {
                    name: factor.label,
                    date: format.dateTime(factor.createdAt),
                  })}
                  onClick={() => remove.mutate(factor)}
                >
                  {t('admin.security.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h3 className="text-xl font-bold">{t('admin.security.addPasskey')}</h3>
      <EnrolFactor
        key={added}
        confirm={confirmIdentity}
        onEnrolled={async () => {
          setAdded((count) => count + 1);
          setNotice({ kind: 'success', text: t('admin.security.factorAdded') });
          await refresh();
        }}
      />
      <h3 className="text-xl font-bold">{t('admin.security.recoveryTitle')}</h3>
      {codes ? (
        <RecoveryCodesPanel codes={codes} email={email} onDone={() => setCodes(null)} />
      ) : (
        <>
          {factors.data && <p>{t('admin.security.recoveryLeft', { count: factors.data.recoveryCodesLeft })}</p>}
          <Button variant="secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
            {t('admin.security.recoveryNew')}
          </Button>
        </>
      )}
    </section>
  );
}
