import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LanguageProvider } from '../i18n/language-provider';
import { queryClient } from './query-client';

/** Renders a page entry's routes (the app's, or the verify page's own) with what every screen relies on. */
export function startApp(routes: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const app = createRoot(root);
  // The first render as a transition: React renders it in slices that leave the main thread free between
  // them, where an ordinary first render is one long task (on a phone, hundreds of milliseconds in which
  // a tap waits).
  startTransition(() =>
    app.render(
      <StrictMode>
        <LanguageProvider>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>{routes}</BrowserRouter>
          </QueryClientProvider>
        </LanguageProvider>
      </StrictMode>,
    ),
  );
}
