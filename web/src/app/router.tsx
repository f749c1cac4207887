import { createBrowserRouter } from 'react-router';
import { RegistryCardPage } from '../features/card/registry-card-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found-page';
import { SiteLayout } from './layout/site-layout';

/**
 * Home and the card (the page a QR scan opens, on a phone, often on a slow network) load with the
 * first request; the other screens are chunks of their own, fetched when first visited.
 */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('../features/registration/registration-wizard')).RegistrationWizard }),
      },
      { path: '/lookup', lazy: async () => ({ Component: (await import('../features/lookup/lookup-page')).LookupPage }) },
      { path: '/registry/:id', element: <RegistryCardPage /> },
      {
        path: '/confirmation/:id',
        lazy: async () => ({ Component: (await import('../features/confirmation/confirmation-page')).ConfirmationPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
