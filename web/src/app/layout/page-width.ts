import { useLocation } from 'react-router';
import { ADMIN_AREA } from '#common/client-routes';

/** Public pages keep a reading width; the admin area uses the screen, for tables built for work. */
export function usePageWidthClass(): string {
  const { pathname } = useLocation();
  const admin = pathname === ADMIN_AREA || pathname.startsWith(`${ADMIN_AREA}/`);
  return admin ? 'max-w-[96rem]' : 'max-w-5xl';
}
