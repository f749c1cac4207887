/** Who an entry of the activity log (activity/activity-repository.ts) names as having done it. */
import type { SignedInStaff } from './session-repository';

export interface ActivityActor {
  actorAdminId?: string | null;
  /** Who did it, as the log shows it: an admin's email, or "public" for the registration form. */
  actorLabel: string;
}

/** The actor fields of an entry for something a signed-in admin did. */
export function byStaff(admin: Pick<SignedInStaff, 'id' | 'email'>): ActivityActor {
  return { actorAdminId: admin.id, actorLabel: admin.email };
}
