import type { ActivityEntry } from '#common/api';
import type { ActivityListRow } from '../activity/activity-repository';

export function presentActivity(row: ActivityListRow): ActivityEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor_label,
    action: row.action,
    dogId: row.dog_id,
    registryNumber: row.registry_number,
    recordExists: row.existing_dog_id !== null,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  };
}
