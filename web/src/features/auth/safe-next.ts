import { ADMIN_AREA } from '#common/client-routes';
import { paths } from '../../lib/paths';

/** Where to go after sign-in: only a path inside the admin area of this site, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith(`${ADMIN_AREA}/`) && !next.startsWith('//') && !next.startsWith(paths.adminLogin)
    ? next
    : paths.adminDashboard;
}
