import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/api';
import { CONFIG_META_NAME } from '#common/constants';
import { apiFetch } from '../lib/api-client';

/** The settings the server embedded in the page; undefined under the Vite dev server, which then asks the API. */
function embeddedConfig(): PublicConfig | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`)?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as PublicConfig;
  } catch {
    return undefined;
  }
}

const initialConfig = embeddedConfig();

function getPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>('/api/config');
}

/** Whether the registry sends email (SMTP_URL); not yet known counts as no, so nothing promises one unsent. */
export function useSendsEmail(): boolean {
  return usePublicConfig().data?.sendsEmail === true;
}

/** The `mail` word the staff texts choose their wording by: 'sent', or 'byHand' (decision 049). */
export function useMailWording(): 'sent' | 'byHand' {
  return useSendsEmail() ? 'sent' : 'byHand';
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: getPublicConfig,
    initialData: initialConfig,
    staleTime: Infinity,
  });
}
