import { useEffect } from 'react';
import { usePublicConfig } from '../api/get-public-config';
import { useT } from '../i18n/use-t';

/** "Register a Service Dog · Service Dog Registry": the page first, so screen readers and tabs lead with it. */
export function useDocumentTitle(page: string | null): void {
  const { data: config } = usePublicConfig();
  const t = useT();
  const site = config?.registryName ?? t('site.defaultName');
  const title = page ? t('site.title', { page, site }) : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
