/**
 * The verify page's frame, drawn by React's server renderer when the app is built (the build's
 * scripts/render-verify-shell.tsx calls these), for the page's first paint
 * (docs/decisions/051-verify-verdict-in-the-first-paint.md): the page as React draws it for a card it is
 * still checking, cut where the "Checking…" placeholder stands, which the first paint fills with the verdict;
 * and the page as it stands with no card.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';
import type { Verdict } from '#common/credential';
import type { Locale } from '#common/i18n/locales';
import { PageSkeleton } from '../components/page-skeleton';
import type { Messages } from '../i18n/catalogues';
import { LanguageContext } from '../i18n/language-context';
import { translator } from '../i18n/translator';
import { SHELL_CONFIG, SHELL_MARKS, type Shell } from '../features/verify/first-paint-shell';
import { LOOKS } from '../features/verify/verdict-model';
import { VERDICT_ICONS } from '../features/verify/verdict-panel';
import { VerifyRoutes } from './verify-routes';

export function renderVerifyShell(locale: Locale, messages: Messages): Shell {
  const client = new QueryClient();
  client.setQueryData(['config'], SHELL_CONFIG);
  const language = { locale, messages, areas: ['site'] as const, setLocale: () => {}, addArea: () => {} };
  const render = (location: string) =>
    renderToString(
      <LanguageContext.Provider value={language}>
        <QueryClientProvider client={client}>
          <StaticRouter location={location}>
            <VerifyRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </LanguageContext.Provider>,
    );
  const page = render(`${CLIENT_ROUTES.verify}#${SHELL_MARKS.hash}`);
  const placeholder = renderToString(<PageSkeleton label={translator(locale, messages)('verify.checking')} />);
  const parts = page.split(placeholder);
  if (parts.length !== 2)
    throw new Error(`the verify page's frame holds ${parts.length - 1} "Checking…" placeholders, not 1`);
  // With no card, the page as it stands: its heading, the scanner's button, the look-up's link.
  return { before: parts[0]!, after: parts[1]!, noCard: render(CLIENT_ROUTES.verify) };
}

/** Each verdict's icon as React draws it in the verdict's heading (team-verdict.tsx). */
export function renderVerdictIcons(): Record<Verdict['verdict'], string> {
  const icons = Object.entries(VERDICT_ICONS).map(([kind, Icon]) => [
    kind,
    renderToString(
      <Icon aria-hidden="true" size={40} className={`flex-none ${LOOKS[kind as Verdict['verdict']].icon}`} />,
    ),
  ]);
  return Object.fromEntries(icons) as Record<Verdict['verdict'], string>;
}
