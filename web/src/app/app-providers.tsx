import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { queryClient } from './query-client';

/** The site's language and data cache, around every page entry's routes. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LanguageProvider>
  );
}
