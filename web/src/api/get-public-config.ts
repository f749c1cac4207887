import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/api';
import { apiFetch } from '../lib/api-client';
import { embeddedConfig } from './embedded-config';

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
