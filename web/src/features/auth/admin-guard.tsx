import {
  ClipboardCheck,
  DoorClosed,
  History,
  LayoutDashboard,
  MailQuestion,
  ShieldCheck,
  TicketCheck,
  Users,
} from 'lucide-react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';
import { useSendsEmail } from '../../api/get-public-config';
import { useSession } from '../../api/session';
import { PageSkeleton } from '../../components/page-skeleton';
import { useArea } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { ConfirmIdentityProvider } from '../../components/second-factor/confirm-identity';

const ADMIN_NAV = [
  { to: paths.adminDashboard, label: 'admin.navDashboard', Icon: LayoutDashboard },
  { to: paths.adminTrainers, label: 'admin.navTrainers', Icon: Users },
  { to: paths.adminTeamTests, label: 'admin.navTeamTests', Icon: ClipboardCheck },
  { to: paths.adminPaymentCodes, label: 'admin.navPaymentCodes', Icon: TicketCheck },
  { to: paths.adminActivity, label: 'admin.navActivity', Icon: History },
  { to: paths.adminRefusals, label: 'admin.navRefusals', Icon: DoorClosed },
  { to: paths.adminHandOffs, label: 'admin.navHandOffs', Icon: MailQuestion },
  { to: paths.adminSecurity, label: 'admin.navSecurity', Icon: ShieldCheck },
] as const;

/** A trainer's account (docs/decisions/046-trainer-accounts.md): its teams' tests and training, and its own sign-in. */
const TRAINER_NAV = ADMIN_NAV.filter((item) => item.to === paths.adminTeamTests || item.to === paths.adminSecurity);
const TRAINER_PAGES = new Set<string>(TRAINER_NAV.map((item) => item.to));

/** Where records' edit pages live: "/admin/edit/" and the record's id. */
const EDIT_PAGES = CLIENT_ROUTES.adminEdit.slice(0, CLIENT_ROUTES.adminEdit.indexOf(':'));

const navItemClass = (active: boolean) =>
  `flex items-center gap-2 rounded-md px-3 py-2 font-semibold whitespace-nowrap ${active ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'}`;

/** Visitors without a live session go to the login page, and come back here after signing in. */
export function AdminGuard() {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  const sendsEmail = useSendsEmail();
  // The staff area's words load with it (a catalogue of their own); every page below can use them.
  const wordsReady = useArea('admin');
  if (session.isPending || !wordsReady) return <PageSkeleton label={t('site.checkingSession')} />;
  if (!session.data?.admin)
    return <Navigate to={paths.adminLoginThen(`${location.pathname}${location.search}`)} replace />;
  const trainer = session.data.admin.role === 'trainer';
  // A trainer's account has two pages; any other address of the staff area leads to its first.
  if (trainer && !TRAINER_PAGES.has(location.pathname)) return <Navigate to={paths.adminTeamTests} replace />;
  // The queue to pass on by hand is there only while the registry sends no email (decision 049).
  const nav = trainer ? TRAINER_NAV : ADMIN_NAV.filter((item) => !sendsEmail || item.to !== paths.adminHandOffs);
  return (
    <div className="space-y-6">
      <nav aria-label={t('admin.nav')} className="border-b border-slate-300 pb-2">
        {/* One row that scrolls sideways on a phone, so the page's own content starts on the first screen. */}
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
          {nav.map((item) => {
            const content = (
              <>
                <item.Icon aria-hidden="true" size={18} />
                {t(item.label)}
              </>
            );
            // A record's edit page is part of the dashboard: its item stays marked, as where the page belongs.
            const within = item.to === paths.adminDashboard && location.pathname.startsWith(EDIT_PAGES);
            return (
              <li key={item.to}>
                {within ? (
                  <Link to={item.to} aria-current="location" className={navItemClass(true)}>
                    {content}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={({ isActive }) => navItemClass(isActive)}>
                    {content}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <ConfirmIdentityProvider>
        <Outlet />
      </ConfirmIdentityProvider>
    </div>
  );
}
