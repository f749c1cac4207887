/**
 * The web app's pages. The router mounts these patterns, links are built from them, and the server
 * answers them with the app's HTML (status 200) while any other path gets the app with status 404.
 */
export const CLIENT_ROUTES = {
  home: '/',
  register: '/register',
  lookup: '/lookup',
  /** The card's back prints this, to type: the look-up, asked at once (issue 52, item 4). */
  shortCard: '/c/:number',
  fees: '/fees',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  /** A training programme's own page (docs/decisions/041-programmes.md); an unknown slug shows Page Not Found. */
  programme: '/p/:slug',
  ownerLink: '/owner-link',
  /** Links emailed when the owner link changes the contact email; the single-use token follows in the fragment. */
  emailChangeUndo: '/email-change/undo',
  emailChangeConfirm: '/email-change/confirm',
  /** Where a card's QR code points; the signed credential follows in the fragment (common/credential.ts). */
  verify: '/v',
  /** "Show the law" (issue 51): under the verify page's address, whose service worker keeps it offline. */
  law: '/v/law',
  /** "How to verify a service dog card": a printable sheet for a business's counter (issue 52, item 2). */
  counterSheet: '/counter-sheet',
  card: '/registry/:id',
  /** A team's printable training attestation letter (docs/decisions/044-training-attestation.md), for the owner link and staff. */
  trainingLetter: '/registry/:id/training',
  confirmation: '/confirmation/:id',
  adminLogin: '/admin/login',
  adminSetup: '/admin/setup/:token',
  /** A trainer's one-time invitation to an account (docs/decisions/046-trainer-accounts.md). */
  trainerInvitation: '/admin/invitation/:token',
  /** Where a trainer's account works: a team found by number, tested and trained. */
  adminTeamTests: '/admin/tests',
  adminDashboard: '/admin/dashboard',
  adminEdit: '/admin/edit/:id',
  adminTrainers: '/admin/trainers',
  adminPaymentCodes: '/admin/payment-codes',
  adminActivity: '/admin/activity',
  /** The programme's refusal counts (docs/decisions/048-refusal-log.md). */
  adminRefusals: '/admin/refusals',
  /** Without email, the messages staff pass on by hand (docs/decisions/049-honest-without-email.md). */
  adminHandOffs: '/admin/to-pass-on',
  adminSecurity: '/admin/security',
  adminSecurityLog: '/admin/security/log',
} as const;

/** Everything under this prefix is the admin area, whose own guard and Not Found page answer any path. */
export const ADMIN_AREA = '/admin';

export type ClientRouteName = keyof typeof CLIENT_ROUTES;

/** The page whose pattern this path fits (trailing slash forgiven), or null. */
export function matchClientRoute(pathname: string): ClientRouteName | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const actual = trimmed.split('/');
  const names = Object.keys(CLIENT_ROUTES) as ClientRouteName[];
  return (
    names.find((name) => {
      const expected = CLIENT_ROUTES[name].split('/');
      return (
        expected.length === actual.length &&
        expected.every((part, i) => (part.startsWith(':') ? (actual[i] ?? '') !== '' : part === actual[i]))
      );
    }) ?? null
  );
}

/** Whether the web app has a page at this path (trailing slash forgiven). */
export function isClientRoute(pathname: string): boolean {
  if (pathname === ADMIN_AREA || pathname.startsWith(`${ADMIN_AREA}/`)) return true;
  return matchClientRoute(pathname) !== null;
}
