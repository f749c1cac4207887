import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';
import { VerifyPage } from '../features/verify/verify-page';
import { SiteLayout } from './layout/site-layout';

const ScreenRoutes = lazy(async () => ({ default: (await import('./router')).ScreenRoutes }));

/**
 * The verify page's own start (web/v.html): the site's frame and the verify screen, the app's other screens
 * loaded when the visitor follows a link away. The build renders it too, for the page's first paint
 * (verify-shell.tsx), so what React takes over is what it would have drawn.
 */
export function VerifyRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path={CLIENT_ROUTES.verify} element={<VerifyPage />} />
        <Route path="*" element={<ScreenRoutes />} />
      </Route>
    </Routes>
  );
}
