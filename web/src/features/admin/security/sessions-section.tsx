import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StaffSessionEntry } from '#common/api';
import { useSessionActions } from '../../../api/session';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT } from '../../../i18n/use-t';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { factorFailure } from '../../../components/second-factor/failure-text';
import { endStaffSession, STAFF_SESSIONS_KEY, useStaffSessions } from '../api/staff-security';
import { NoticeLine, type Notice } from './notice';

/** Every staff session (who, from where, last seen), each with a button to end it. */
export function SessionsSection() {
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const { signOut } = useSessionActions();
  const sessions = useStaffSessions();
  const [notice, setNotice] = useState<Notice>(null);
  const confirmIdentity = useConfirmIdentity();
  const end = useMutation({
    mutationFn: async (session: StaffSessionEntry) => {
      await confirmIdentity(() => endStaffSession(session.handle));
      return session;
    },
    onSuccess: async (session) => {
      // Ending this very session is signing out.
      if (session.current) return signOut();
      setNotice({ kind: 'success', text: t('admin.security.ended', { email: session.email }) });
      await queryClient.invalidateQueries({ queryKey: STAFF_SESSIONS_KEY });
    },
    onError: (error) => setNotice({ kind: 'error', text: say(factorFailure(error, '')) }),
  });
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {t('admin.security.sessionsTitle')}
      </h2>
      <NoticeLine notice={notice} />
      {sessions.data && (
        <DataTable
          caption={t('admin.security.sessionsCaption')}
          headers={[
            t('admin.security.who'),
            t('admin.security.device'),
            t('admin.security.address'),
            t('admin.security.lastSeen'),
            t('admin.dogs.actionsColumn'),
          ]}
          minWidth="min-w-[52rem]"
        >
          {sessions.data.map((session) => (
            <tr key={session.handle} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 break-all">
                {session.email}
                {session.current && (
                  <span className="block text-sm font-semibold">{t('admin.security.thisSession')}</span>
                )}
                {!session.secondFactor && (
                  <span className="block text-sm text-slate-700">{t('admin.security.awaitingFactor')}</span>
                )}
              </td>
              <td className="max-w-xs px-3 py-2 text-sm break-words">{session.userAgent}</td>
              <td className="px-3 py-2 whitespace-nowrap">{session.ip}</td>
              <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(session.lastSeenAt)}</td>
              <td className="px-3 py-2">
                <Button
                  variant="secondary"
                  disabled={end.isPending}
                  aria-label={t('admin.security.endLabel', {
                    email: session.email,
                    when: format.dateTime(session.lastSeenAt),
                  })}
                  onClick={() => end.mutate(session)}
                >
                  {t('admin.security.end')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
