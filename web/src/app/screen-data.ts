import { matchPath } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';
import { startLoadingDog } from '../api/get-dog';
import { initialLocale } from '../i18n/initial-locale';
import { setRequestLanguage } from '../lib/api-client';
import { ownerKeyIn } from '../lib/owner-key';

/** The pages drawn from one record, asked for with the record's id in their address and its owner key, if any. */
const RECORD_PAGES = [CLIENT_ROUTES.card, CLIENT_ROUTES.trainingLetter];

/**
 * Asks for the data the first page shows as the app starts, rather than once React has rendered the page:
 * on a phone, the request then travels while the app's code runs. The page's own query takes the answer.
 */
export function startLoadingScreenData(
  location: Location = window.location,
  state: unknown = window.history.state,
): void {
  for (const pattern of RECORD_PAGES) {
    const id = matchPath(pattern, location.pathname)?.params.id;
    if (!id) continue;
    // React Router keeps a location's state under `usr` in the history entry.
    const kept = typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined;
    // In the language the app starts in, as the page's own request would be.
    setRequestLanguage(initialLocale());
    startLoadingDog(id, ownerKeyIn(new URLSearchParams(location.search), kept));
    return;
  }
}
