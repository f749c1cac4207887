import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The history entry's state that carries the key once it has left the address. */
interface KeyState {
  ownerKey?: string;
}

const keptIn = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as KeyState).ownerKey === 'string'
    ? (state as KeyState).ownerKey!
    : null;

/**
 * The key a record's page starts with: the address's `?key=`, else the one its history entry keeps. As
 * useOwnerKey reads it, for the app's start to ask for the page's record before React renders it.
 */
export function ownerKeyIn(search: URLSearchParams, state: unknown): string | null {
  return search.get('key') ?? keptIn(state);
}

/**
 * The owner link's key for a record's pages (issue 52, item 10). It arrives as `?key=` and leaves the
 * address bar at once: the history entry is replaced by one without it in its address, holding the key
 * in its state. So the address, the history's list and any later referrer never show it, while a reload
 * or Back to this entry still opens the handler's page. A new visit to the record's address (a look-up,
 * another tab) is a visitor's, as before.
 */
export function useOwnerKey(): string | null {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = search.get('key');
  useEffect(() => {
    if (!fromAddress) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('key');
    const query = rest.toString();
    const state: KeyState = { ...(typeof location.state === 'object' ? location.state : {}), ownerKey: fromAddress };
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true, state },
    );
  }, [fromAddress, location, navigate]);
  return ownerKeyIn(search, location.state);
}
