import { createBrowserRouter, Navigate } from 'react-router';
import { ADMIN_AREA, CLIENT_ROUTES } from '#common/client-routes';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteLayout, SiteLayoutLoading } from './layout/site-layout';

/**
 * Every screen is a chunk of its own, fetched when first visited, so no page pays for another's code:
 * an active card's QR code opens the verify page, and the card page is now only one screen of many.
 */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    HydrateFallback: SiteLayoutLoading,
    children: [
      {
        path: CLIENT_ROUTES.home,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: CLIENT_ROUTES.register,
        lazy: async () => ({
          Component: (await import('../features/registration/registration-wizard')).RegistrationWizard,
        }),
      },
      {
        path: CLIENT_ROUTES.lookup,
        lazy: async () => ({ Component: (await import('../features/lookup/lookup-page')).LookupPage }),
      },
      {
        path: CLIENT_ROUTES.ownerLink,
        lazy: async () => ({ Component: (await import('../features/owner-link/owner-link-page')).OwnerLinkPage }),
      },
      {
        path: CLIENT_ROUTES.fees,
        lazy: async () => ({ Component: (await import('../features/fees/fees-page')).FeesPage }),
      },
      {
        path: CLIENT_ROUTES.verify,
        lazy: async () => ({ Component: (await import('../features/verify/verify-page')).VerifyPage }),
      },
      {
        path: CLIENT_ROUTES.card,
        lazy: async () => ({ Component: (await import('../features/card/registry-card-page')).RegistryCardPage }),
      },
      {
        path: CLIENT_ROUTES.confirmation,
        lazy: async () => ({
          Component: (await import('../features/confirmation/confirmation-page')).ConfirmationPage,
        }),
      },
      {
        path: CLIENT_ROUTES.adminLogin,
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: CLIENT_ROUTES.adminSetup,
        lazy: async () => ({ Component: (await import('../features/auth/setup-page')).SetupPage }),
      },
      {
        // Child paths are absolute, each under this prefix.
        path: ADMIN_AREA,
        lazy: async () => ({ Component: (await import('../features/auth/admin-guard')).AdminGuard }),
        children: [
          { index: true, element: <Navigate to={CLIENT_ROUTES.adminDashboard} replace /> },
          {
            path: CLIENT_ROUTES.adminDashboard,
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: CLIENT_ROUTES.adminEdit,
            lazy: async () => ({ Component: (await import('../features/admin/edit/edit-page')).EditPage }),
          },
          {
            path: CLIENT_ROUTES.adminTrainers,
            lazy: async () => ({ Component: (await import('../features/admin/trainers/trainers-page')).TrainersPage }),
          },
          {
            path: CLIENT_ROUTES.adminPaymentCodes,
            lazy: async () => ({
              Component: (await import('../features/admin/payment-codes/payment-codes-page')).PaymentCodesPage,
            }),
          },
          {
            path: CLIENT_ROUTES.adminActivity,
            lazy: async () => ({ Component: (await import('../features/admin/activity/activity-page')).ActivityPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
