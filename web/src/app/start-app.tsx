import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';

/**
 * Renders a page entry's routes (the app's, or the verify page's own) with what every screen relies on.
 * `hydrate`: the page already holds what React would draw (the verify page's first paint), and React takes
 * it over as it is.
 */
export function startApp(routes: ReactNode, { hydrate = false } = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>{routes}</BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(root, app, {
      // Drawn again by React rather than taken over: the page still works, and the log says where they differed.
      onRecoverableError: (error, info) => console.warn('first paint not taken over', error, info.componentStack),
    });
    return;
  }
  // The first render as a transition: React renders it in slices that leave the main thread free between
  // them, where an ordinary first render is one long task (on a phone, hundreds of milliseconds in which
  // a tap waits).
  startTransition(() => createRoot(root).render(app));
}
