/** Whether a programme's page (/p/<slug>) names a programme the registry holds: else the page answers 404. */
import type { Kysely } from 'kysely';
import { matchClientRoute } from '#common/client-routes';
import type { DB } from '../db/schema';
import { findProgrammeBySlug } from './programme-repository';

export async function programmePageExists(db: Kysely<DB>, pathname: string): Promise<boolean> {
  if (matchClientRoute(pathname) !== 'programme') return true;
  const slug = pathname.split('/')[2] ?? '';
  return (await findProgrammeBySlug(db, decodeURIComponent(slug))) !== null;
}
