import { CircleAlert, CircleCheck, CircleX, Clock, RefreshCw, ShieldQuestion, ShieldX } from 'lucide-react';
import type { RegistrationView } from '#common/api';
import type { SigningProgramme, Verdict } from '#common/credential';
import { INTL_LOCALE, type Locale } from '#common/i18n/locales';
import { formatDate, formatShortDate } from '../../lib/format';
import { TeamVerdict } from '../../components/team-verdict';
import type { Trust } from './trust-store';
import type { MessageId } from '#common/i18n/messages-en';
import { useLanguage } from '../../i18n/language-context';
import { useServiceTypeWords } from '../../i18n/use-service-type-words';
import { useT } from '../../i18n/use-t';

const LOOKS = {
  valid: {
    title: 'verdict.valid',
    text: 'verdict.validText',
    Icon: CircleCheck,
    box: 'border-green-700 bg-green-50',
    icon: 'text-green-800',
  },
  // Amber, never the green of Valid: the card was valid by the last lists this device could vouch for.
  unconfirmed: {
    title: 'verdict.unconfirmed',
    text: 'verdict.unconfirmedText',
    Icon: ShieldQuestion,
    box: 'border-amber-600 bg-amber-50',
    icon: 'text-amber-900',
  },
  expired: {
    title: 'verdict.expired',
    text: 'verdict.expiredText',
    Icon: Clock,
    box: 'border-slate-600 bg-slate-100',
    icon: 'text-slate-700',
  },
  // Not valid, but nothing wrong with the team: the handler has a newer card. Neutral, not the red of Revoked.
  superseded: {
    title: 'verdict.superseded',
    text: 'verdict.supersededText',
    Icon: RefreshCw,
    box: 'border-slate-600 bg-slate-100',
    icon: 'text-slate-700',
  },
  revoked: {
    title: 'verdict.revoked',
    text: 'verdict.revokedText',
    Icon: CircleX,
    box: 'border-red-700 bg-red-50',
    icon: 'text-red-800',
  },
  suspended: {
    title: 'verdict.suspended',
    text: 'verdict.suspendedText',
    Icon: CircleAlert,
    box: 'border-amber-600 bg-amber-50',
    icon: 'text-amber-900',
  },
  not_issued: {
    title: 'verdict.notIssued',
    text: 'verdict.notIssuedText',
    Icon: ShieldX,
    box: 'border-red-700 bg-red-50',
    icon: 'text-red-800',
  },
} as const satisfies Record<Verdict['verdict'], { title: MessageId; text: MessageId; [style: string]: unknown }>;

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

interface VerdictPanelProps {
  verdict: Verdict;
  trust: Trust;
  /** When the check ran (ms), to say how old the status lists were. */
  checkedAt: number;
  /** The registry's record of the card's number, when the check could ask for it. */
  registered: RegistrationView | null;
  registryName: string;
}

export function VerdictPanel({ verdict, trust, checkedAt, registered, registryName }: VerdictPanelProps) {
  const t = useT();
  const { locale } = useLanguage();
  // From lib/format.ts, which the app's entry already holds: useFormat's chunk is not needed here.
  const date = (iso: string) => formatDate(iso, t);
  const serviceTypeWords = useServiceTypeWords();
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
  const showTeam =
    claims !== null &&
    verdict.verdict !== 'superseded' &&
    verdict.verdict !== 'revoked' &&
    verdict.verdict !== 'suspended';
  return (
    <TeamVerdict
      look={look}
      title={t(words.title, values)}
      text={t(words.text, values)}
      focusKey={verdict}
      footer={
        <>
          {claims && showTeam && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-semibold">{t('verdict.breed')}</dt>
              <dd>{claims.b}</dd>
              {claims.s && (
                <>
                  <dt className="font-semibold">{t('verdict.serviceType')}</dt>
                  <dd>{serviceTypeWords(claims.s, null)}</dd>
                </>
              )}
            </dl>
          )}
          <p className="mt-2 text-sm text-slate-700">
            {trust.source === 'network'
              ? t('verdict.checkedOnline')
              : t('verdict.checkedOffline', age(checkedAt - trust.listsIssuedAt))}
          </p>
        </>
      }
      team={
        claims && showTeam
          ? {
              dogName: claims.n,
              photoUrl: verdict.verdict === 'valid' ? registryPhoto(registered) : null,
              handler: claims.h,
              registryNumber: claims.sub,
              validThrough: formatShortDate(isoOf(claims.exp), INTL_LOCALE[locale]),
            }
          : null
      }
    >
      {signedBy && (
        <p className="mt-1">{t('verdict.programmeOfRegistry', { programmeName: signedBy, registryName })}</p>
      )}
      {'training' in verdict && verdict.training && (
        <p className="mt-2 font-semibold">
          {t('verdict.trainedBy', { programme: signedBy ?? registryName, date: date(verdict.training.passedOn) })}
        </p>
      )}
    </TeamVerdict>
  );
}
