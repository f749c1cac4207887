import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_AREA, CLIENT_ROUTES } from '#common/client-routes';
import { AdminGuard } from '../features/auth/admin-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';

/**
 * The staff area's screens, behind its guard: one chunk with the guard, so that the table of staff
 * screens costs a visitor's first load nothing (router.tsx loads it for addresses under /admin/). Each screen is
 * still a chunk of its own.
 */
const screen = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const DashboardPage = screen(() => import('../features/admin/dashboard/dashboard-page'), 'DashboardPage');
const EditPage = screen(() => import('../features/admin/edit/edit-page'), 'EditPage');
const TrainersPage = screen(() => import('../features/admin/trainers/trainers-page'), 'TrainersPage');
const TeamTestsPage = screen(() => import('../features/admin/team-tests/team-tests-page'), 'TeamTestsPage');
const PaymentCodesPage = screen(() => import('../features/admin/payment-codes/payment-codes-page'), 'PaymentCodesPage');
const ActivityPage = screen(() => import('../features/admin/activity/activity-page'), 'ActivityPage');
const RefusalReportPage = screen(() => import('../features/admin/refusals/refusal-report-page'), 'RefusalReportPage');
const HandOffsPage = screen(() => import('../features/admin/hand-offs/hand-offs-page'), 'HandOffsPage');
const SecurityPage = screen(() => import('../features/admin/security/security-page'), 'SecurityPage');
const SecurityLogPage = screen(() => import('../features/admin/security/security-log-page'), 'SecurityLogPage');

/** A staff address as a path under the area's own (router.tsx matches `/admin/*`, then these). */
const under = (route: string) => route.slice(`${ADMIN_AREA}/`.length);

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route index element={<Navigate to={CLIENT_ROUTES.adminDashboard} replace />} />
        <Route path={under(CLIENT_ROUTES.adminDashboard)} element={<DashboardPage />} />
        <Route path={under(CLIENT_ROUTES.adminEdit)} element={<EditPage />} />
        <Route path={under(CLIENT_ROUTES.adminTrainers)} element={<TrainersPage />} />
        <Route path={under(CLIENT_ROUTES.adminTeamTests)} element={<TeamTestsPage />} />
        <Route path={under(CLIENT_ROUTES.adminPaymentCodes)} element={<PaymentCodesPage />} />
        <Route path={under(CLIENT_ROUTES.adminActivity)} element={<ActivityPage />} />
        <Route path={under(CLIENT_ROUTES.adminRefusals)} element={<RefusalReportPage />} />
        <Route path={under(CLIENT_ROUTES.adminHandOffs)} element={<HandOffsPage />} />
        <Route path={under(CLIENT_ROUTES.adminSecurity)} element={<SecurityPage />} />
        <Route path={under(CLIENT_ROUTES.adminSecurityLog)} element={<SecurityLogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
