import { useState } from 'react';
import type { SecondFactorStep, Session } from '#common/api';
import { useSessionActions } from '../../../api/session';
import { useT } from '../../../i18n/use-t';
import { EnrolFactor } from '../../../components/second-factor/enrol-factor';
import { RecoveryCodesPanel } from '../../../components/second-factor/recovery-codes-panel';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { useFocusOnMount } from '../../../components/second-factor/use-focus-on-mount';

/**
 * After the password: present a second factor, or, for an account without one (the first admin, or
 * after `reset-mfa`), enrol one and save the recovery codes. `onSignedIn` gets the trusted session.
 */
export function SecondStep({ step, onSignedIn }: { step: SecondFactorStep; onSignedIn: (session: Session) => void }) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { signOut } = useSessionActions();
  const [saved, setSaved] = useState<{ codes: string[]; session: Session } | null>(null);
  if (saved) {
    return <RecoveryCodesPanel codes={saved.codes} email={step.email} onDone={() => onSignedIn(saved.session)} />;
  }
  const enrol = step.factors.length === 0;
  return (
    <div className="space-y-5">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
        {enrol ? t('admin.enrol.title') : t('admin.mfa.title')}
      </h1>
      <p>{enrol ? t('admin.enrol.intro') : t('admin.mfa.intro', { email: step.email })}</p>
      {enrol ? (
        <EnrolFactor
          onEnrolled={(enrolled) =>
            enrolled.recoveryCodes
              ? setSaved({ codes: enrolled.recoveryCodes, session: enrolled.session })
              : onSignedIn(enrolled.session)
          }
        />
      ) : (
        <>
          <SecondFactorForm step={step} onDone={onSignedIn} />
          <p className="text-sm text-slate-700">{t('admin.mfa.lostEverything')}</p>
        </>
      )}
      <button type="button" className="text-brand-800 underline" onClick={() => void signOut()}>
        {t('admin.mfa.signOut')}
      </button>
    </div>
  );
}
