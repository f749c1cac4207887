import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ADMIN_AREA, CLIENT_ROUTES, matchClientRoute, type ClientRouteName } from '#common/client-routes';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteLayout } from './layout/site-layout';

/**
 * React Router's declarative mode: the app uses no loaders or actions, and the data router's code cost
 * every first visit 13 KB of gzipped JavaScript (docs/decisions/020-react-at-run-time.md). Every screen
 * is still a chunk of its own, fetched when first visited, so no page pays for another's code; the
 * staff area, its table of screens and its libraries load only for staff (admin-routes.tsx).
 */
type Screen = ComponentType & {
  /** Fetches the screen's code; once it is in, the screen draws with no fallback before it. */
  preload: () => Promise<void>;
};

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen => {
  let loaded: ComponentType | undefined;
  const get = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy(async () => ({ default: await get() }));
  /**
   * A lazy component suspends on its first render even when its code is in, and React then holds the
   * screen back for up to 300 ms after the fallback it showed (docs/decisions/052-first-render-draws-the-screen.md).
   * The choice is made once per mount, so that a screen never changes its component type, and loses its
   * state, when its code arrives.
   */
  function PreloadableScreen() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(PreloadableScreen, { preload: async () => void (await get()) });
};

const AdminRoutes = screen(() => import('./admin-routes'), 'AdminRoutes');
const HomePage = screen(() => import('../features/home/home-page'), 'HomePage');
const RegistrationWizard = screen(() => import('../features/registration/registration-wizard'), 'RegistrationWizard');
const LookupPage = screen(() => import('../features/lookup/lookup-page'), 'LookupPage');
const OwnerLinkPage = screen(() => import('../features/owner-link/owner-link-page'), 'OwnerLinkPage');
const EmailChangeUndoPage = screen(() => import('../features/owner-link/email-change-page'), 'EmailChangeUndoPage');
const EmailChangeConfirmPage = screen(
  () => import('../features/owner-link/email-change-page'),
  'EmailChangeConfirmPage',
);
const FeesPage = screen(() => import('../features/fees/fees-page'), 'FeesPage');
const AboutPage = screen(() => import('../features/policies/policy-pages'), 'AboutPage');
const PrivacyPage = screen(() => import('../features/policies/policy-pages'), 'PrivacyPage');
const TermsPage = screen(() => import('../features/policies/policy-pages'), 'TermsPage');
const ProgrammePage = screen(() => import('../features/programmes/programme-page'), 'ProgrammePage');
const LawPage = screen(() => import('../features/law/law-page'), 'LawPage');
const CounterSheetPage = screen(() => import('../features/law/counter-sheet-page'), 'CounterSheetPage');
const VerifyPage = screen(() => import('../features/verify/verify-page'), 'VerifyPage');
const RegistryCardPage = screen(() => import('../features/card/registry-card-page'), 'RegistryCardPage');
const TrainingLetterPage = screen(
  () => import('../features/training-letter/training-letter-page'),
  'TrainingLetterPage',
);
const ConfirmationPage = screen(() => import('../features/confirmation/confirmation-page'), 'ConfirmationPage');
const LoginPage = screen(() => import('../features/auth/login-page'), 'LoginPage');
const SetupPage = screen(() => import('../features/auth/setup-page'), 'SetupPage');
const InvitationPage = screen(() => import('../features/auth/invitation-page'), 'InvitationPage');

/** The screen each page of the app is drawn by; the staff area's pages start from its table of screens. */
const SCREENS: Record<ClientRouteName, Screen> = {
  home: HomePage,
  register: RegistrationWizard,
  lookup: LookupPage,
  shortCard: LookupPage,
  fees: FeesPage,
  about: AboutPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  programme: ProgrammePage,
  ownerLink: OwnerLinkPage,
  emailChangeUndo: EmailChangeUndoPage,
  emailChangeConfirm: EmailChangeConfirmPage,
  verify: VerifyPage,
  law: LawPage,
  counterSheet: CounterSheetPage,
  card: RegistryCardPage,
  trainingLetter: TrainingLetterPage,
  confirmation: ConfirmationPage,
  adminLogin: LoginPage,
  adminSetup: SetupPage,
  trainerInvitation: InvitationPage,
  adminTeamTests: AdminRoutes,
  adminDashboard: AdminRoutes,
  adminEdit: AdminRoutes,
  adminTrainers: AdminRoutes,
  adminPaymentCodes: AdminRoutes,
  adminActivity: AdminRoutes,
  adminRefusals: AdminRoutes,
  adminHandOffs: AdminRoutes,
  adminSecurity: AdminRoutes,
  adminSecurityLog: AdminRoutes,
};

/**
 * Fetches the code of the screen at `pathname` (none for an address the app has no page for), so that the
 * first render draws it. Its chunks are already on their way: the page's HTML names them
 * (server/src/plugins/route-preloads.ts).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = matchClientRoute(pathname);
  if (route) await SCREENS[route].preload();
}

/** Every screen, inside the site's frame that AppRoutes (or the verify page's entry) puts around them. */
export function ScreenRoutes() {
  return (
    <Routes>
      {/* Paths are absolute: these routes sit under the frame's catch-all, at the site's root. */}
      <Route path={CLIENT_ROUTES.home} element={<HomePage />} />
      <Route path={CLIENT_ROUTES.register} element={<RegistrationWizard />} />
      <Route path={CLIENT_ROUTES.lookup} element={<LookupPage />} />
      <Route path={CLIENT_ROUTES.shortCard} element={<LookupPage />} />
      <Route path={CLIENT_ROUTES.ownerLink} element={<OwnerLinkPage />} />
      <Route path={CLIENT_ROUTES.emailChangeUndo} element={<EmailChangeUndoPage />} />
      <Route path={CLIENT_ROUTES.emailChangeConfirm} element={<EmailChangeConfirmPage />} />
      <Route path={CLIENT_ROUTES.fees} element={<FeesPage />} />
      <Route path={CLIENT_ROUTES.about} element={<AboutPage />} />
      <Route path={CLIENT_ROUTES.privacy} element={<PrivacyPage />} />
      <Route path={CLIENT_ROUTES.terms} element={<TermsPage />} />
      <Route path={CLIENT_ROUTES.programme} element={<ProgrammePage />} />
      <Route path={CLIENT_ROUTES.verify} element={<VerifyPage />} />
      <Route path={CLIENT_ROUTES.law} element={<LawPage />} />
      <Route path={CLIENT_ROUTES.counterSheet} element={<CounterSheetPage />} />
      <Route path={CLIENT_ROUTES.card} element={<RegistryCardPage />} />
      <Route path={CLIENT_ROUTES.trainingLetter} element={<TrainingLetterPage />} />
      <Route path={CLIENT_ROUTES.confirmation} element={<ConfirmationPage />} />
      <Route path={CLIENT_ROUTES.adminLogin} element={<LoginPage />} />
      <Route path={CLIENT_ROUTES.adminSetup} element={<SetupPage />} />
      <Route path={CLIENT_ROUTES.trainerInvitation} element={<InvitationPage />} />
      {/* The staff area: its guard and screens, in a chunk of their own (admin-routes.tsx). */}
      <Route path={`${ADMIN_AREA}/*`} element={<AdminRoutes />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The app: the site's frame, and the screen the address names inside it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<ScreenRoutes />} />
      </Route>
    </Routes>
  );
}
