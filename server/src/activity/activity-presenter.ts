import type { ActivityEntry } from '#common/api';
import type { ActivityLogRow } from '../db/schema';

export function presentActivity(row: ActivityLogRow): ActivityEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor_label,
    action: row.action,
    dogId: row.dog_id,
    registryNumber: row.registry_number,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  };
}
