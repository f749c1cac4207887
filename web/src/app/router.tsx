import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found-page';
import { SiteLayout } from './layout/site-layout';

/** Home loads with the first request; every other screen is its own chunk, fetched when first visited. */
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
      { path: '/registry/:id', lazy: async () => ({ Component: (await import('../features/card/registry-card-page')).RegistryCardPage }) },
      {
        path: '/confirmation/:id',
        lazy: async () => ({ Component: (await import('../features/confirmation/confirmation-page')).ConfirmationPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
