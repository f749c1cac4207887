import { CLIENT_ROUTES } from '#common/client-routes';

/**
 * Work a page can begin before React has rendered anything. The verify page's check needs the registry's
 * keys and status lists: asked for now, they arrive while the page is being built (on a phone, most of a
 * second).
 */
export function beginEarlyPageWork(location: Location): void {
  if (location.pathname === CLIENT_ROUTES.verify) {
    void import('../features/verify/trust-store').then((store) => store.startLoadingTrust(location.origin));
  }
}
