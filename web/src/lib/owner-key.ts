import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const STORED = 'sdr-owner-key:';

function stored(id: string): string | null {
  try {
    return sessionStorage.getItem(STORED + id);
  } catch {
    return null;
  }
}

function store(id: string, key: string): boolean {
  try {
    sessionStorage.setItem(STORED + id, key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The owner link's key for a record's pages (issue 52, item 10). It arrives as `?key=`, is kept for
 * this tab's session, and leaves the address bar at once: the entry is replaced, so neither the history
 * nor a later page's referrer holds it. A reload in the same tab finds it kept. Where the browser keeps
 * nothing (storage refused), the key stays in the address so the page still works when reloaded.
 */
export function useOwnerKey(id: string | undefined): string | null {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = search.get('key');
  useEffect(() => {
    if (!fromAddress || !id || !store(id, fromAddress)) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('key');
    const query = rest.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [fromAddress, id, location, navigate]);
  return fromAddress ?? (id ? stored(id) : null);
}
