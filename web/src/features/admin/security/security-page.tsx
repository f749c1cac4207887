import { Link } from 'react-router';
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
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('admin.security.title')}</h1>
        <Link to={paths.adminSecurityLog} className="text-brand-800 underline">
          {t('admin.security.logLink')}
        </Link>
      </div>
      <FactorsSection />
      <SessionsSection />
      <PasswordSection />
    </div>
  );
}
