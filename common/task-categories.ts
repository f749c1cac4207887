/**
 * Kinds of task a handler may choose to have named on the team's training attestation and its letter
 * (docs/decisions/044-training-attestation.md). Each names what the dog does, never a condition: no word of
 * a diagnosis is among them, and nothing is named unless the handler chooses it. Words are in the owner
 * catalogues (`tasks.<id>`).
 */
export const TASK_CATEGORIES = [
  'guiding',
  'soundAlerting',
  'mobility',
  'retrieving',
  'doorsAndSwitches',
  'alertingAndHelp',
  'deepPressure',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** The categories as stored and signed: each once, in the list's order. */
export function orderedTaskCategories(categories: readonly TaskCategory[]): TaskCategory[] {
  return TASK_CATEGORIES.filter((category) => categories.includes(category));
}
