import { CircleAlert, CircleCheck, CircleX, Clock, RefreshCw, ShieldQuestion, ShieldX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { RegistrationView } from '#common/api';
import type { CardClaims, SigningProgramme, Verdict } from '#common/credential';
import type { Locale } from '#common/i18n/locales';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
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
function RegistryPhoto({ claims, registered }: { claims: CardClaims; registered: RegistrationView }) {
  const t = useT();
  const photo = 'thumbnailUrl' in registered ? registered.thumbnailUrl : null;
  if (!photo) return null;
  return (
    <img
      src={photo}
      alt={t('verdict.photoAlt', { dogName: claims.n })}
      width={128}
      height={128}
      className="h-32 w-32 flex-none rounded-lg object-cover"
    />
  );
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
  const heading = useRef<HTMLHeadingElement>(null);
  // The verdict is what the person came for: focus moves to it, and a screen reader reads it out.
  useEffect(() => heading.current?.focus(), [verdict]);
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
  // The team's details where the card itself still stands: not for a replaced, revoked or suspended one.
  const showDetails =
    claims !== null &&
    verdict.verdict !== 'superseded' &&
    verdict.verdict !== 'revoked' &&
    verdict.verdict !== 'suspended';
  return (
    <section aria-labelledby="verdict-title" className={`rounded-card border-2 p-5 ${look.box}`}>
      <h2 id="verdict-title" ref={heading} tabIndex={-1} className="flex items-center gap-3 text-3xl font-bold">
        {/* Never squeezed by a long heading on a phone: every verdict's icon is the same size. */}
        <look.Icon aria-hidden="true" size={40} className={`flex-none ${look.icon}`} />
        {t(words.title, values)}
      </h2>
      <p className="mt-2 text-lg">{t(words.text, values)}</p>
      {signedBy && (
        <p className="mt-1">{t('verdict.programmeOfRegistry', { programmeName: signedBy, registryName })}</p>
      )}
      {'training' in verdict && verdict.training && (
        <p className="mt-2 text-lg font-semibold">
          {t('verdict.trainedBy', { programme: signedBy ?? registryName, date: date(verdict.training.passedOn) })}
        </p>
      )}
      {claims && showDetails && (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          {verdict.verdict === 'valid' && registered && <RegistryPhoto claims={claims} registered={registered} />}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('verdict.dog')}</dt>
            <dd>{claims.n}</dd>
            <dt className="font-semibold">{t('verdict.breed')}</dt>
            <dd>{claims.b}</dd>
            <dt className="font-semibold">{t('verdict.handler')}</dt>
            <dd>{claims.h}</dd>
            <dt className="font-semibold">{t('verdict.registryNumber')}</dt>
            <dd className="font-mono">{claims.sub}</dd>
            {claims.s && (
              <>
                <dt className="font-semibold">{t('verdict.serviceType')}</dt>
                <dd>{serviceTypeWords(claims.s, null)}</dd>
              </>
            )}
            <dt className="font-semibold">{t('verdict.validThrough')}</dt>
            <dd>{date(isoOf(claims.exp))}</dd>
          </dl>
        </div>
      )}
      {/* Two taps to the law from any verdict, offline too: the page is kept with this one (issue 51). */}
      <p className="mt-4">
        <Link to={paths.law} className="text-lg font-semibold text-brand-800 underline">
          {t('nav.showLaw')}
        </Link>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        {trust.source === 'network'
          ? t('verdict.checkedOnline')
          : t('verdict.checkedOffline', age(checkedAt - trust.listsIssuedAt))}
      </p>
    </section>
  );
}
