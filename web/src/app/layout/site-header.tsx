import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config';
import { useSession, useSessionActions } from '../../api/session';
import type { MessageId } from '#common/i18n/messages-en';
import { LogoMark } from '../../components/logo-mark';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { usePageWidthClass } from './page-width';

const PUBLIC_NAV = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.register, label: 'nav.register', end: false },
  { to: paths.lookup, label: 'nav.verify', end: false },
] as const;

const itemClass = 'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 font-semibold';

function navClass({ isActive }: { isActive: boolean }): string {
  return `${itemClass} ${isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-800'}`;
}

export function SiteHeader() {
  const { data: config } = usePublicConfig();
  const location = useLocation();
  const width = usePageWidthClass();
  // The menu is open for the page it was opened on, so choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  const admin = useSession().data?.admin;
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const t = useT();
  const items: readonly { to: string; label: MessageId; end: boolean }[] = [
    ...PUBLIC_NAV,
    // A trainer's account has one page of work (docs/decisions/046-trainer-accounts.md).
    admin?.role === 'trainer'
      ? { to: paths.adminTeamTests, label: 'nav.teamTests', end: false }
      : admin
        ? { to: paths.adminDashboard, label: 'nav.adminDashboard', end: false }
        : { to: paths.adminLogin, label: 'nav.adminLogin', end: false },
  ];
  const links = [
    ...items.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.end} className={navClass}>
          {t(item.label)}
        </NavLink>
      </li>
    )),
    ...(admin
      ? [
          <li key="logout">
            <button
              type="button"
              className={`${itemClass} w-full text-left text-white hover:bg-brand-800`}
              onClick={async () => {
                await signOut();
                navigate(paths.adminLogin);
              }}
            >
              <LogOut aria-hidden="true" size={18} />
              {t('nav.logout')}
            </button>
          </li>,
        ]
      : []),
  ];

  return (
    <header className="bg-brand-900 text-white">
      <div className={`mx-auto flex ${width} items-center justify-between gap-4 px-4 py-2.5`}>
        <Link to={paths.home} className="flex min-w-0 items-center gap-3 rounded-md">
          <LogoMark size={40} className="flex-none" />
          <span className="line-clamp-2 font-bold leading-tight sm:text-lg">
            {config?.registryName ?? t('site.defaultName')}
          </span>
        </Link>
        {/* Signed in, the header holds two more links: it keeps them for wider screens, so the name stays on one line. */}
        <nav aria-label={t('nav.label')} className={admin ? 'hidden xl:block' : 'hidden lg:block'}>
          <ul className="flex gap-1">{links}</ul>
        </nav>
        {/* On a phone the language is the menu's first entry: the header keeps one row for the page below. */}
        <div className="flex flex-none items-center gap-2">
          <LanguageSwitch className="hidden flex-none items-center gap-1.5 rounded-md border border-white/60 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 sm:flex" />
          <button
            type="button"
            className={`flex flex-none items-center gap-2 rounded-md border border-white/60 px-3 py-2 font-semibold ${admin ? 'xl:hidden' : 'lg:hidden'}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            {t('nav.menu')}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.label')}
          className={`border-t border-white/20 px-4 pb-3 ${admin ? 'xl:hidden' : 'lg:hidden'}`}
        >
          <ul className="space-y-1 pt-2">
            <li className="sm:hidden">
              <LanguageSwitch className={`${itemClass} text-white hover:bg-brand-800`} />
            </li>
            {links}
          </ul>
        </nav>
      )}
    </header>
  );
}
