import { History, LayoutDashboard, TicketCheck, Users } from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { PageSkeleton } from '../../components/page-skeleton';
import { paths } from '../../lib/paths';

const ADMIN_NAV = [
  { to: paths.adminDashboard, label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.adminTrainers, label: 'Trainers', Icon: Users },
  { to: paths.adminPaymentCodes, label: 'Payment Codes', Icon: TicketCheck },
  { to: paths.adminActivity, label: 'Activity', Icon: History },
];

/** Visitors without a live session go to the login page, and come back here after signing in. */
export function AdminGuard() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSkeleton label="Checking your session…" />;
  if (!session.data?.admin)
    return <Navigate to={paths.adminLoginThen(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className="space-y-6">
      <nav aria-label="Admin" className="border-b border-slate-300 pb-2">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-md px-3 py-2 font-semibold whitespace-nowrap ${isActive ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'}`
                }
              >
                <item.Icon aria-hidden="true" size={18} />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
