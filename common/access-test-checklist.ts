/**
 * The public access test item by item (docs/decisions/045-access-test-checklist.md): the default
 * checklist, modelled on the public access tests programmes widely use, with the items a team must pass
 * marked, and the rule that computes the result. Words for each item are in the staff catalogues
 * (`checklist.item.<id>`).
 */

export const CHECKLIST_ITEMS = [
  { id: 'controlledEntry', mustPass: true },
  { id: 'heeling', mustPass: true },
  { id: 'settlesUnderTable', mustPass: true },
  { id: 'ignoresFood', mustPass: true },
  { id: 'ignoresPeople', mustPass: true },
  { id: 'ignoresDogs', mustPass: true },
  { id: 'suddenNoise', mustPass: true },
  { id: 'recall', mustPass: true },
  { id: 'droppedLeash', mustPass: true },
  { id: 'noSoiling', mustPass: true },
  { id: 'vehicle', mustPass: true },
  { id: 'narrowAisles', mustPass: false },
  { id: 'waitsAtCounter', mustPass: false },
  { id: 'elevatorOrStairs', mustPass: false },
  { id: 'controlledExit', mustPass: true },
] as const;

export type ChecklistItemId = (typeof CHECKLIST_ITEMS)[number]['id'];
export const CHECKLIST_ITEM_IDS = CHECKLIST_ITEMS.map((item) => item.id) as [ChecklistItemId, ...ChecklistItemId[]];

/** Where the test took place: a kind of place, never its name or address. */
export const PLACE_KINDS = ['shop', 'restaurant', 'mall', 'transit', 'office', 'outdoors', 'other'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Each item passed (true) or not (false). */
export type ChecklistAnswers = Partial<Record<ChecklistItemId, boolean>>;

/** The items a team must pass that it did not: any one fails the test. */
export function failedMustPass(answers: ChecklistAnswers): ChecklistItemId[] {
  return CHECKLIST_ITEMS.filter((item) => item.mustPass && answers[item.id] !== true).map((item) => item.id);
}

/** The test's result, computed from the checklist: any must-pass item not passed fails it. */
export function checklistResult(answers: ChecklistAnswers): 'passed' | 'failed' {
  return failedMustPass(answers).length === 0 ? 'passed' : 'failed';
}
