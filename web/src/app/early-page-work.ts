import { CLIENT_ROUTES } from '#common/client-routes';
import { fragmentCredential } from '../features/verify/fragment-credential';

/**
 * Work a page can begin before React has rendered anything. The verify page's check needs the registry's
 * keys and status lists: asked for now, they arrive while the page is being built (on a phone, most of a
 * second), and the card in the fragment is checked before the page first renders.
 */
export function beginEarlyPageWork(location: Location): void {
  if (location.pathname === CLIENT_ROUTES.verify) {
    void import('../features/verify/card-check').then((check) =>
      check.startCheckingCard(fragmentCredential(location.hash), location.origin),
    );
  }
}
