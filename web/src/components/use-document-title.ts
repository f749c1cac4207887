import { useEffect } from 'react';
import { usePublicConfig } from '../api/get-public-config';

/** "Register a Service Dog · Service Dog Registry": the page first, so screen readers and tabs lead with it. */
export function useDocumentTitle(page: string | null): void {
  const { data: config } = usePublicConfig();
  const site = config?.registryName ?? 'Service Dog Registry';
  useEffect(() => {
    document.title = page ? `${page} · ${site}` : site;
  }, [page, site]);
}
