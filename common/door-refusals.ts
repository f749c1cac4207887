/**
 * A refusal a handler logs (issue 51, decision 048): where, what happened, and where a complaint about it
 * goes. The rules both the owner page and the server hold, and the programme report's privacy floor.
 */
import * as z from 'zod/mini';

export const REFUSAL_PLACE_KINDS = [
  'shop',
  'restaurant',
  'lodging',
  'medical',
  'rideshare',
  'transit',
  'airline',
  'housing',
  'government',
  'other',
] as const;
export type RefusalPlaceKind = (typeof REFUSAL_PLACE_KINDS)[number];

export const REFUSAL_EVENTS = [
  'askedForPapers',
  'askedAboutDisability',
  'refusedEntry',
  'toldToLeave',
  'chargedExtra',
  'other',
] as const;
export type RefusalEvent = (typeof REFUSAL_EVENTS)[number];

/** Where a complaint goes, by the kind of place (../shared/LEGAL.md). */
export type ComplaintAgency = 'doj' | 'dot' | 'housing' | 'transit';

export const COMPLAINT_AGENCIES: Record<RefusalPlaceKind, readonly ComplaintAgency[]> = {
  shop: ['doj'],
  restaurant: ['doj'],
  lodging: ['doj'],
  medical: ['doj'],
  government: ['doj'],
  other: ['doj'],
  airline: ['dot'],
  housing: ['housing'],
  rideshare: ['transit', 'doj'],
  transit: ['transit', 'doj'],
};

/** The agencies' own addresses (../shared/LEGAL.md); the product sends nothing to any of them. */
export const AGENCY_LINKS: Record<ComplaintAgency, string | null> = {
  doj: 'https://civilrights.justice.gov/',
  dot: 'https://www.transportation.gov/airconsumer',
  housing: 'https://www.hud.gov/program_offices/fair_housing_equal_opp',
  // The transit agency or the rideshare operator: each has its own, which the handler knows.
  transit: null,
};

/** Counts under this are shown as "fewer than 10" in the programme's report and its export. */
export const REPORT_PRIVACY_FLOOR = 10;

/** The form's messages: ids of the owner tools' catalogue (common/i18n/owner-link-messages-*.ts), which the server speaks too. */
const ERRORS = {
  when: 'refusals.errWhen',
  placeKind: 'refusals.errPlaceKind',
  events: 'refusals.errEvents',
  placeNameTooLong: 'refusals.errPlaceNameTooLong',
  notesTooLong: 'refusals.errNotesTooLong',
} as const;

const PLACE_NAME_MAX = 120;
const NOTES_MAX = 1000;

/** A refusal as the owner page sends it; its id is made on the phone, so sending it twice stores it once. */
export const refusalInputSchema = z.strictObject({
  occurredAt: z.iso.datetime({ offset: true, error: ERRORS.when }),
  placeName: z.string().check(z.trim(), z.maxLength(PLACE_NAME_MAX, ERRORS.placeNameTooLong)),
  placeKind: z.enum(REFUSAL_PLACE_KINDS, { error: ERRORS.placeKind }),
  events: z.array(z.enum(REFUSAL_EVENTS)).check(z.minLength(1, ERRORS.events), z.maxLength(REFUSAL_EVENTS.length)),
  notes: z.string().check(z.trim(), z.maxLength(NOTES_MAX, ERRORS.notesTooLong)),
});
export type RefusalInput = z.infer<typeof refusalInputSchema>;

/** The id a phone gives a refusal: a UUID, so two phones never pick the same one. */
export const refusalIdSchema = z.uuid();
