/**
 * The verify page's own entry (web/v.html; docs/decisions/033-verify-page-entry.md). A phone that opens
 * a scanned card starts only the site's frame and the verify screen, with the card's check begun before
 * React builds anything. The app's other screens load when the visitor follows a link away, inside the
 * same frame, as any move within the app does.
 */
// First, for its effect: the reader's words are asked for before React and the rest are evaluated.
import './i18n/start-first-messages';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';
import { SiteLayout } from './app/layout/site-layout';
import { startApp } from './app/start-app';
import { startCheckingCard } from './features/verify/card-check';
import { fragmentCredential } from './features/verify/fragment-credential';
import { VerifyPage } from './features/verify/verify-page';
import 'virtual:font-fallbacks.css';
import './styles.css';

const ScreenRoutes = lazy(async () => ({ default: (await import('./app/router')).ScreenRoutes }));

startCheckingCard(fragmentCredential(window.location.hash), window.location.origin);
startApp(
  <Routes>
    <Route element={<SiteLayout />}>
      <Route path={CLIENT_ROUTES.verify} element={<VerifyPage />} />
      <Route path="*" element={<ScreenRoutes />} />
    </Route>
  </Routes>,
);
