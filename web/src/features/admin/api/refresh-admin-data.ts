import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCOPE } from '../../../api/session';

/** Refetches every admin list and record on screen, after a change or when asked. */
export function useRefreshAdminData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_SCOPE });
}
