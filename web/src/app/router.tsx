import { createBrowserRouter, Navigate } from 'react-router';
import { RegistryCardPage } from '../features/card/registry-card-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found-page';
import { SiteLayout, SiteLayoutLoading } from './layout/site-layout';

/**
 * Home and the card (the page a QR scan opens, on a phone, often on a slow network) load with the
 * first request; the other screens, and all of the admin area, are chunks of their own, fetched when
 * first visited.
 */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    HydrateFallback: SiteLayoutLoading,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/register',
        lazy: async () => ({
          Component: (await import('../features/registration/registration-wizard')).RegistrationWizard,
        }),
      },
      {
        path: '/lookup',
        lazy: async () => ({ Component: (await import('../features/lookup/lookup-page')).LookupPage }),
      },
      { path: '/registry/:id', element: <RegistryCardPage /> },
      {
        path: '/confirmation/:id',
        lazy: async () => ({
          Component: (await import('../features/confirmation/confirmation-page')).ConfirmationPage,
        }),
      },
      {
        path: '/admin/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: '/admin/setup/:token',
        lazy: async () => ({ Component: (await import('../features/auth/setup-page')).SetupPage }),
      },
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('../features/auth/admin-guard')).AdminGuard }),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'edit/:id',
            lazy: async () => ({ Component: (await import('../features/admin/edit/edit-page')).EditPage }),
          },
          {
            path: 'trainers',
            lazy: async () => ({ Component: (await import('../features/admin/trainers/trainers-page')).TrainersPage }),
          },
          {
            path: 'payment-codes',
            lazy: async () => ({
              Component: (await import('../features/admin/payment-codes/payment-codes-page')).PaymentCodesPage,
            }),
          },
          {
            path: 'activity',
            lazy: async () => ({ Component: (await import('../features/admin/activity/activity-page')).ActivityPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
