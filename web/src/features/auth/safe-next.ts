import { paths } from '../../lib/paths';

/** Where to go after sign-in: only a path inside the admin area of this site, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/admin/') && !next.startsWith('//') && !next.startsWith('/admin/login')
    ? next
    : paths.adminDashboard;
}
