import { generatePath } from 'react-router';
import { CLIENT_ROUTES } from '#common/client-routes';

/** Links to the app's pages, built from the patterns the router mounts. */
export const paths = {
  home: CLIENT_ROUTES.home,
  register: CLIENT_ROUTES.register,
  /** The registration form with the programme that trained the dog already chosen. */
  registerWith: (programme: string) => `${CLIENT_ROUTES.register}?programme=${encodeURIComponent(programme)}`,
  lookup: CLIENT_ROUTES.lookup,
  shortCard: (number: string) => generatePath(CLIENT_ROUTES.shortCard, { number }),
  fees: CLIENT_ROUTES.fees,
  about: CLIENT_ROUTES.about,
  privacy: CLIENT_ROUTES.privacy,
  terms: CLIENT_ROUTES.terms,
  ownerLink: CLIENT_ROUTES.ownerLink,
  verify: CLIENT_ROUTES.verify,
  law: CLIENT_ROUTES.law,
  counterSheet: CLIENT_ROUTES.counterSheet,
  programme: (slug: string) => generatePath(CLIENT_ROUTES.programme, { slug }),
  card: (id: string, ownerKey?: string) =>
    `${generatePath(CLIENT_ROUTES.card, { id })}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
  trainingLetter: (id: string, ownerKey?: string | null) =>
    `${generatePath(CLIENT_ROUTES.trainingLetter, { id })}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
  confirmation: (id: string) => generatePath(CLIENT_ROUTES.confirmation, { id }),
  adminLogin: CLIENT_ROUTES.adminLogin,
  /** The login page, which returns to `next` after sign-in. */
  adminLoginThen: (next: string) => `${CLIENT_ROUTES.adminLogin}?next=${encodeURIComponent(next)}`,
  adminDashboard: CLIENT_ROUTES.adminDashboard,
  adminEdit: (id: string) => generatePath(CLIENT_ROUTES.adminEdit, { id }),
  adminTrainers: CLIENT_ROUTES.adminTrainers,
  adminTeamTests: CLIENT_ROUTES.adminTeamTests,
  adminPaymentCodes: CLIENT_ROUTES.adminPaymentCodes,
  adminActivity: CLIENT_ROUTES.adminActivity,
  adminRefusals: CLIENT_ROUTES.adminRefusals,
  adminHandOffs: CLIENT_ROUTES.adminHandOffs,
  adminSecurity: CLIENT_ROUTES.adminSecurity,
  adminSecurityLog: CLIENT_ROUTES.adminSecurityLog,
} as const;
