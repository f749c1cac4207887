/**
 * What a card's verdict says, in words, without React: the verify page's React panel (verdict-panel.tsx)
 * renders it, and so does the page's first paint (verdict-html.ts), which draws the verdict before React
 * has started (docs/decisions/051-verify-verdict-in-the-first-paint.md). One model, so the two cannot word
 * a verdict differently.
 */
import type { RegistrationView } from '#common/api';
import type { SigningProgramme, Verdict } from '#common/credential';
import type { Locale } from '#common/i18n/locales';
import type { MessageId } from '#common/i18n/messages-en';
import type { VerdictTeam } from '../../components/team-verdict';
import { serviceTypeLabel } from '../../i18n/service-type-label';
import type { Translate } from '../../i18n/translator';
import { formatDate, formatShortDateInWords } from '../../lib/format';
import type { CardResult } from './card-check';
import type { Trust } from './trust-store';

export const LOOKS = {
  valid: {
    title: 'verdict.valid',
    text: 'verdict.validText',
    box: 'border-green-700 bg-green-50',
    icon: 'text-green-800',
  },
  // Amber, never the green of Valid: the card was valid by the last lists this device could vouch for.
  unconfirmed: {
    title: 'verdict.unconfirmed',
    text: 'verdict.unconfirmedText',
    box: 'border-amber-600 bg-amber-50',
    icon: 'text-amber-900',
  },
  expired: {
    title: 'verdict.expired',
    text: 'verdict.expiredText',
    box: 'border-slate-600 bg-slate-100',
    icon: 'text-slate-700',
  },
  // Not valid, but nothing wrong with the team: the handler has a newer card. Neutral, not the red of Revoked.
  superseded: {
    title: 'verdict.superseded',
    text: 'verdict.supersededText',
    box: 'border-slate-600 bg-slate-100',
    icon: 'text-slate-700',
  },
  revoked: {
    title: 'verdict.revoked',
    text: 'verdict.revokedText',
    box: 'border-red-700 bg-red-50',
    icon: 'text-red-800',
  },
  suspended: {
    title: 'verdict.suspended',
    text: 'verdict.suspendedText',
    box: 'border-amber-600 bg-amber-50',
    icon: 'text-amber-900',
  },
  not_issued: {
    title: 'verdict.notIssued',
    text: 'verdict.notIssuedText',
    box: 'border-red-700 bg-red-50',
    icon: 'text-red-800',
  },
} as const satisfies Record<Verdict['verdict'], { title: MessageId; text: MessageId; box: string; icon: string }>;

export interface VerdictModel {
  kind: Verdict['verdict'];
  box: string;
  /** The icon's colour class. */
  iconClass: string;
  title: string;
  text: string;
  team: VerdictTeam | null;
  /** The programme that signed the card, for a programme's card: "… a programme of …". */
  programmeLine: string | null;
  trainedLine: string | null;
  /** Breed and service type, under the two questions, where the team is shown. */
  details: { breed: string; serviceType: string | null } | null;
  /** How the card was checked: online, or offline with lists this old. */
  checkedLine: string;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
const isoOfMs = (ms: number) => new Date(ms).toISOString();

/**
 * The title and text of a verdict. An unconfirmed card is worded for why: a card signed after the last lists
 * this device holds was never confirmed at all (saying it "was valid" then would be untrue), and lists out
 * of date just as the registry sent them point at this device's clock rather than at the connection.
 */
function wording(verdict: Verdict, source: Trust['source']): { title: MessageId; text: MessageId } {
  const look = LOOKS[verdict.verdict];
  // Not issued, said for why when the reader can act on it: a key the registry withdrew, a number it never had.
  if (verdict.verdict === 'not_issued' && verdict.reason === 'key')
    return { title: look.title, text: 'verdict.notIssuedKeyText' };
  if (verdict.verdict === 'not_issued' && verdict.reason === 'number')
    return { title: look.title, text: 'verdict.notIssuedNumberText' };
  if (verdict.verdict !== 'unconfirmed') return look;
  if (verdict.claims.iat * 1000 > verdict.lastConfirmed)
    return { title: 'verdict.unconfirmedNewer', text: 'verdict.unconfirmedNewerText' };
  return { title: look.title, text: source === 'network' ? 'verdict.unconfirmedClockText' : look.text };
}

/** How old the status lists are, in the unit a person would use: for the offline note's plural message. */
function age(ms: number): { age: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return { age: 'minutes', count: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { age: 'hours', count: hours };
  return { age: 'days', count: Math.round(hours / 24) };
}

/**
 * The name of the programme whose key signed the card, in the reader's language, from the key set the
 * device holds (so offline too; decision 043); null for the default programme's cards, worded as before.
 */
function programmeName(programme: SigningProgramme | undefined, locale: Locale): string | null {
  if (!programme) return null;
  return programme.name?.[locale] ?? programme.name?.en ?? programme.slug;
}

/** The photo the registry holds, from the look-up the check made online; a check never depends on it. */
function registryPhoto(registered: RegistrationView | null): string | null {
  return registered && 'thumbnailUrl' in registered ? registered.thumbnailUrl : null;
}

export function verdictModel(result: CardResult, registryName: string, t: Translate, locale: Locale): VerdictModel {
  const { verdict, trust, checkedAt, registered } = result;
  const date = (iso: string) => formatDate(iso, t);
  const look = LOOKS[verdict.verdict];
  const words = wording(verdict, trust.source);
  const claims = 'claims' in verdict ? verdict.claims : null;
  const signedBy = programmeName('programme' in verdict ? verdict.programme : undefined, locale);
  const values = {
    // A programme's card is signed, suspended or revoked by that programme: its verdict names it.
    registryName: signedBy ?? registryName,
    registryNumber: claims?.sub ?? '',
    // The last time the lists vouched for the card, when it is unconfirmed; else its valid-through date.
    date:
      verdict.verdict === 'unconfirmed' ? date(isoOfMs(verdict.lastConfirmed)) : claims ? date(isoOf(claims.exp)) : '',
    issued: claims ? date(isoOf(claims.iat)) : '',
  };
  // The team where the card itself still stands: not for a replaced, revoked or suspended one.
  const shown =
    claims !== null &&
    verdict.verdict !== 'superseded' &&
    verdict.verdict !== 'revoked' &&
    verdict.verdict !== 'suspended'
      ? claims
      : null;
  return {
    kind: verdict.verdict,
    box: look.box,
    iconClass: look.icon,
    title: t(words.title, values),
    text: t(words.text, values),
    team: shown && {
      dogName: shown.n,
      photoUrl: verdict.verdict === 'valid' ? registryPhoto(registered) : null,
      handler: shown.h,
      registryNumber: shown.sub,
      validThrough: formatShortDateInWords(isoOf(shown.exp), t),
    },
    programmeLine: signedBy && t('verdict.programmeOfRegistry', { programmeName: signedBy, registryName }),
    trainedLine:
      'training' in verdict && verdict.training
        ? t('verdict.trainedBy', { programme: signedBy ?? registryName, date: date(verdict.training.passedOn) })
        : null,
    details: shown && { breed: shown.b, serviceType: shown.s ? serviceTypeLabel(t, shown.s, null) : null },
    checkedLine:
      trust.source === 'network'
        ? t('verdict.checkedOnline')
        : t('verdict.checkedOffline', age(checkedAt - trust.listsIssuedAt)),
  };
}
