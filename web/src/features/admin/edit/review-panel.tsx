import { useMutation } from '@tanstack/react-query';
import { useMailWording } from '../../../api/get-public-config';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StaffRegistrationDetail } from '#common/api';
import { MESSAGES } from '#common/messages';
import type { DenyRequest } from '#common/staff-schemas';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useMessageText, useT } from '../../../i18n/use-t';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { approveRegistration, denyRegistration } from '../api/review-dog';
import { dashboardNotice } from '../dashboard-notice';
import { DenyDialog } from '../review/deny-dialog';

/** On a pending record's edit page: approve or deny it there, where staff read the details. */
export function ReviewPanel({ dog }: { dog: StaffRegistrationDetail }) {
  const navigate = useNavigate();
  const refresh = useRefreshAdminData();
  const t = useT();
  const mail = useMailWording();
  const say = useMessageText();
  const [confirmingDeny, setConfirmingDeny] = useState(false);
  const review = useMutation({
    meta: { signedOutNotice: MESSAGES.savePermissionDenied },
    mutationFn: async (decision: { kind: 'approve' } | { kind: 'deny'; request: DenyRequest }) => {
      if (decision.kind === 'approve') await approveRegistration(dog.id);
      else await denyRegistration(dog.id, decision.request);
      return decision.kind;
    },
    onSuccess: async (kind) => {
      await refresh();
      const done = t(kind === 'approve' ? 'admin.review.approved' : 'admin.review.denied', {
        dogName: dog.dogName,
        registryNumber: dog.registryNumber,
        mail,
      });
      navigate(paths.adminDashboard, { state: dashboardNotice(done) });
    },
    onError: () => setConfirmingDeny(false),
  });
  return (
    <section aria-labelledby="review-title" className="rounded-card border-2 border-amber-500 bg-amber-50 p-5">
      <h2 id="review-title" className="text-xl font-bold">
        {t('admin.review.title')}
      </h2>
      <p className="mt-1">{t('admin.review.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => review.mutate({ kind: 'approve' })} disabled={review.isPending}>
          {review.isPending && review.variables.kind === 'approve' && <Spinner />}
          {t('admin.review.approve')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDeny(true)} disabled={review.isPending}>
          {t('admin.review.deny')}
        </Button>
      </div>
      {review.error && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {say(failureMessage(review.error))}
        </p>
      )}
      <DenyDialog
        key={String(confirmingDeny)}
        dog={confirmingDeny ? dog : null}
        busy={review.isPending}
        onCancel={() => setConfirmingDeny(false)}
        onDeny={(request) => review.mutate({ kind: 'deny', request })}
      />
    </section>
  );
}
