/**
 * The source modules each page's screen is built from, as Vite's manifest names them (paths from
 * web/). The router (web/src/app/router.tsx) imports them lazily; the server names their chunks in the
 * page's HTML so the browser fetches them with the app instead of after it has started
 * (server/src/plugins/route-preloads.ts); the build's budget counts them (scripts/first-load-js.ts).
 * A first visit starts from the page entry of its screen (PAGE_ENTRIES): the app's, or the verify page's own.
 */
import type { ClientRouteName } from './client-routes';
import type { Locale } from './i18n/locales';

/** The staff area's table of screens, with their guard: every staff page starts from it. */
const ADMIN = ['src/app/admin-routes.tsx'] as const;
const EMAIL_CHANGE = 'src/features/owner-link/email-change-page.tsx';
const POLICY_PAGES = 'src/features/policies/policy-pages.tsx';

export const ROUTE_MODULES: Record<ClientRouteName, readonly string[]> = {
  home: ['src/features/home/home-page.tsx'],
  register: ['src/features/registration/registration-wizard.tsx'],
  lookup: ['src/features/lookup/lookup-page.tsx'],
  shortCard: ['src/features/lookup/lookup-page.tsx'],
  fees: ['src/features/fees/fees-page.tsx'],
  about: [POLICY_PAGES],
  privacy: [POLICY_PAGES],
  terms: [POLICY_PAGES],
  programme: ['src/features/programmes/programme-page.tsx'],
  ownerLink: ['src/features/owner-link/owner-link-page.tsx'],
  emailChangeUndo: [EMAIL_CHANGE],
  emailChangeConfirm: [EMAIL_CHANGE],
  verify: ['src/features/verify/verify-page.tsx'],
  law: ['src/features/law/law-page.tsx'],
  counterSheet: ['src/features/law/counter-sheet-page.tsx'],
  card: ['src/features/card/registry-card-page.tsx'],
  trainingLetter: ['src/features/training-letter/training-letter-page.tsx'],
  confirmation: ['src/features/confirmation/confirmation-page.tsx'],
  adminLogin: ['src/features/auth/login-page.tsx'],
  adminSetup: ['src/features/auth/setup-page.tsx'],
  trainerInvitation: ['src/features/auth/invitation-page.tsx'],
  adminDashboard: [...ADMIN, 'src/features/admin/dashboard/dashboard-page.tsx'],
  adminEdit: [...ADMIN, 'src/features/admin/edit/edit-page.tsx'],
  adminTrainers: [...ADMIN, 'src/features/admin/trainers/trainers-page.tsx'],
  adminTeamTests: [...ADMIN, 'src/features/admin/team-tests/team-tests-page.tsx'],
  adminPaymentCodes: [...ADMIN, 'src/features/admin/payment-codes/payment-codes-page.tsx'],
  adminActivity: [...ADMIN, 'src/features/admin/activity/activity-page.tsx'],
  adminRefusals: [...ADMIN, 'src/features/admin/refusals/refusal-report-page.tsx'],
  adminHandOffs: [...ADMIN, 'src/features/admin/hand-offs/hand-offs-page.tsx'],
  adminSecurity: [...ADMIN, 'src/features/admin/security/security-page.tsx'],
  adminSecurityLog: [...ADMIN, 'src/features/admin/security/security-log-page.tsx'],
};

/** The site's words in each language when they are not in the first bundle (web/src/i18n/catalogues.ts). */
export const LANGUAGE_MODULES: Record<Locale, readonly string[]> = {
  en: [],
  es: ['../common/i18n/messages-es.ts'],
};

/** The areas of the site's words a public screen waits for (web/src/i18n/catalogues.ts), and their modules' names. */
const AREA_MODULES = { register: 'register', owner: 'owner-link', policies: 'policy', law: 'law' } as const;
export type ScreenWordsArea = keyof typeof AREA_MODULES;

/**
 * The words a public screen waits for before it draws its content, beyond the site's own. A first visit
 * asks for them as the app starts (web/src/i18n/first-messages.ts), and the page's HTML names them with
 * its chunks, so that they come with the app rather than a round trip after it. The staff area's screens
 * fetch theirs once started.
 */
export const ROUTE_AREAS: Partial<Record<ClientRouteName, ScreenWordsArea>> = {
  register: 'register',
  ownerLink: 'owner',
  emailChangeUndo: 'owner',
  emailChangeConfirm: 'owner',
  confirmation: 'owner',
  trainingLetter: 'owner',
  about: 'policies',
  privacy: 'policies',
  terms: 'policies',
  law: 'law',
  counterSheet: 'law',
};

/** The modules of a screen's words (ROUTE_AREAS) in each language, as Vite's manifest names them. */
export function routeWords(route: ClientRouteName, locale: Locale): readonly string[] {
  const area = ROUTE_AREAS[route];
  return area ? [`../common/i18n/${AREA_MODULES[area]}-messages-${locale}.ts`] : [];
}

/** The registry's programmes, as the public sees them (server/src/programmes/programme-routes.ts). */
export const PROGRAMMES_API_PATH = '/api/programmes';

/** The paths of the public answers a page's HTML may ask for (ROUTE_DATA). */
export type ScreenAnswerPath = typeof PROGRAMMES_API_PATH;

/**
 * The public answers a screen draws its first render from, which the page's HTML asks for with the app's code
 * (`<link rel="preload" as="fetch">`, server/src/plugins/route-preloads.ts): on a phone they then travel while
 * the code loads, not one round trip after the screen first renders, and a registry's programme choice is on
 * the wizard's first screen from the start. Only answers that are the same for every visitor in every
 * language belong here; a record's page asks for its record as the app starts instead (web/src/app/screen-data.ts).
 */
export const ROUTE_DATA: Partial<Record<ClientRouteName, readonly ScreenAnswerPath[]>> = {
  register: [PROGRAMMES_API_PATH],
  programme: [PROGRAMMES_API_PATH],
};

/** The app's page entry, which starts every screen. */
export const APP_ENTRY = 'index.html';

/**
 * Screens a first visit starts from a page entry of their own, with the screen in it and the rest of
 * the app loaded only when the visitor moves on (docs/decisions/033-verify-page-entry.md): a clerk's
 * phone opening a scanned card should not start the whole app first.
 */
export const PAGE_ENTRIES: Partial<Record<ClientRouteName, string>> = { verify: 'v.html', law: 'v.html' };

/**
 * A page entry that paints before React starts, and the module that then starts React and takes the page
 * over (docs/decisions/051-verify-verdict-in-the-first-paint.md): the verify page draws a card's verdict first.
 */
export const TAKEOVER_MODULES: Readonly<Record<string, string>> = { 'v.html': 'src/verify-main.tsx' };

/** The page entry (the HTML file the build wrote, as the manifest names it) a first visit to `route` starts from. */
export function pageEntry(route: ClientRouteName | null): string {
  return (route && PAGE_ENTRIES[route]) ?? APP_ENTRY;
}
