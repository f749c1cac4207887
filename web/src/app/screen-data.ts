import { matchPath } from 'react-router';
import { CLIENT_ROUTES, matchClientRoute } from '#common/client-routes';
import { PROGRAMMES_API_PATH, ROUTE_DATA, type ScreenAnswerPath } from '#common/route-modules';
import { startLoadingDog } from '../api/get-dog';
import { programmesQuery } from '../api/get-programmes';
import { initialLocale } from '../i18n/initial-locale';
import { setRequestLanguage } from '../lib/api-client';
import { ownerKeyIn } from '../lib/owner-key';
import { queryClient } from './query-client';

/** The pages drawn from one record, asked for with the record's id in their address and its owner key, if any. */
const RECORD_PAGES = [CLIENT_ROUTES.card, CLIENT_ROUTES.trainingLetter];

/**
 * The public answers a screen draws its first render from (common/route-modules.ts, ROUTE_DATA), put in the
 * app's cache. The page's HTML asked for them already; this request takes that answer. Asked once: should it
 * fail, the screen's own query asks again and shows what fails then.
 */
const SCREEN_ANSWERS: Record<ScreenAnswerPath, () => Promise<void>> = {
  [PROGRAMMES_API_PATH]: () => queryClient.prefetchQuery({ ...programmesQuery, retry: false }),
};

/**
 * Asks for the data the first page shows as the app starts, rather than once React has rendered the page:
 * on a phone, the request then travels while the app's code runs. The page's own query takes the answer.
 * Settles when the answers the screen's first render is drawn from (ROUTE_DATA) are in, or have failed; a
 * record's page does not wait for its record, and shows its own loading until it comes.
 */
export function startLoadingScreenData(
  location: Location = window.location,
  state: unknown = window.history.state,
): Promise<unknown> {
  for (const pattern of RECORD_PAGES) {
    const id = matchPath(pattern, location.pathname)?.params.id;
    if (!id) continue;
    // React Router keeps a location's state under `usr` in the history entry.
    const kept = typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined;
    // In the language the app starts in, as the page's own request would be.
    setRequestLanguage(initialLocale());
    startLoadingDog(id, ownerKeyIn(new URLSearchParams(location.search), kept));
    return Promise.resolve();
  }
  const route = matchClientRoute(location.pathname);
  return Promise.all((route ? (ROUTE_DATA[route] ?? []) : []).map((path) => SCREEN_ANSWERS[path]()));
}
