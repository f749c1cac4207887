import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { beginEarlyPageWork } from './app/early-page-work';
import { AppRoutes } from './app/router';
import { queryClient } from './app/query-client';
import { LanguageProvider } from './i18n/language-provider';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

beginEarlyPageWork(window.location);

const app = createRoot(root);
// The first render as a transition: React renders it in slices that leave the main thread free between
// them, where an ordinary first render is one long task (on a phone, hundreds of milliseconds in which
// a tap waits).
startTransition(() =>
  app.render(
    <StrictMode>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>,
  ),
);
