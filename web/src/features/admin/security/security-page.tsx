import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { FactorsSection } from './factors-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/** A staff member's sign-in: passkeys and apps, recovery codes, password, and every staff session. */
export function SecurityPage() {
  const t = useT();
  useDocumentTitle(t('admin.security.title'));
  // A trainer's account manages its own sign-in; the staff's sessions and the security log are staff's.
  const staff = useSession().data?.admin?.role === 'staff';
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('admin.security.title')}</h1>
        {staff && (
          <Link to={paths.adminSecurityLog} className="text-brand-800 underline">
            {t('admin.security.logLink')}
          </Link>
        )}
      </div>
      <FactorsSection />
      {staff && <SessionsSection />}
      <PasswordSection />
    </div>
  );
}
