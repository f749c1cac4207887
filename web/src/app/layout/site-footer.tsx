import { Link } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config';
import { paths } from '../../lib/paths';
import { telHref } from '../../lib/format';
import { GovernmentResourceList } from '../../components/government-resource-list';
import { ConfiguredText } from '../../i18n/configured-text';
import { useT } from '../../i18n/use-t';
import { usePageProgramme } from '../../components/page-programme';

const POLICY_LINKS = [
  { to: paths.about, label: 'footer.whoRuns' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
] as const;

export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const t = useT();
  // On a page of one programme, that programme's contacts; elsewhere, the registry's.
  const programme = usePageProgramme();
  const contacts = programme ?? (config && { ...config, hours: config.contactHours });
  return (
    <footer className="mt-12 bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <h2 className="font-bold text-white">{t('footer.aboutTitle')}</h2>
          <p className="mt-2 text-sm">
            {t('footer.about', { registryName: config?.registryName ?? t('footer.thisRegistry') })}
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {POLICY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="underline">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-bold text-white">{t('footer.resourcesTitle')}</h2>
          <GovernmentResourceList className="mt-2 space-y-1 text-sm" linkClassName="underline hover:text-white" />
        </div>
        <div>
          <h2 className="font-bold text-white">{t(programme ? 'footer.contactProgramme' : 'footer.contactTitle')}</h2>
          {contacts && (
            <ul className="mt-2 space-y-1 text-sm">
              {programme && (
                <li className="font-semibold">
                  <ConfiguredText texts={programme.name} />
                </li>
              )}
              <li>
                <a href={`mailto:${contacts.contactEmail}`} className="underline">
                  {contacts.contactEmail}
                </a>
              </li>
              <li>
                <a href={telHref(contacts.contactPhone)} className="underline">
                  {contacts.contactPhone}
                </a>
              </li>
              <li>
                <ConfiguredText texts={contacts.hours} />
              </li>
            </ul>
          )}
          <p className="mt-4 space-x-4 text-sm">
            <Link to={paths.fees} className="underline">
              {t('footer.fees')}
            </Link>
            <Link to={paths.adminLogin} className="underline">
              {t('footer.adminPortal')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
