import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, Clock, ShieldX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CardClaims, Verdict } from '#common/credential';
import { lookupRegistration } from '../../api/lookup-registration';
import { formatDate } from '../../lib/format';
import type { Trust } from './trust-store';

const LOOKS = {
  valid: { title: 'Valid', Icon: CircleCheck, box: 'border-green-700 bg-green-50', icon: 'text-green-800' },
  expired: { title: 'Expired', Icon: Clock, box: 'border-slate-600 bg-slate-100', icon: 'text-slate-700' },
  revoked: { title: 'Revoked', Icon: CircleX, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
  suspended: { title: 'Suspended', Icon: CircleAlert, box: 'border-amber-600 bg-amber-50', icon: 'text-amber-900' },
  not_issued: {
    title: 'Not issued by this registry',
    Icon: ShieldX,
    box: 'border-red-700 bg-red-50',
    icon: 'text-red-800',
  },
} as const;

const dateOf = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());

function explanation(verdict: Verdict, registryName: string): string {
  switch (verdict.verdict) {
    case 'valid':
      return `${registryName} signed this card, and it is valid through ${dateOf(verdict.claims.exp)}.`;
    case 'expired':
      return `${registryName} signed this card, but it expired on ${dateOf(verdict.claims.exp)}.`;
    case 'revoked':
      return `${registryName} has revoked registration ${verdict.claims.sub}. The card is not valid.`;
    case 'suspended':
      return `${registryName} has suspended registration ${verdict.claims.sub}. The card is not valid while it is suspended.`;
    case 'not_issued':
      return `This code was not signed by ${registryName}: the card may be forged or altered. Do not rely on it.`;
  }
}

function age(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.round(hours / 24)} days`;
}

/** The photo the registry holds, shown when the device is online; a check never depends on it. */
function RegistryPhoto({ claims }: { claims: CardClaims }) {
  const dog = useQuery({
    queryKey: ['verify-photo', claims.sub],
    queryFn: () => lookupRegistration(claims.sub),
    retry: false,
    staleTime: 60_000,
  });
  const photo = dog.data && 'thumbnailUrl' in dog.data ? dog.data.thumbnailUrl : null;
  if (!photo) return null;
  return (
    <img
      src={photo}
      alt={`${claims.n}, as photographed for the registry`}
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
  registryName: string;
}

export function VerdictPanel({ verdict, trust, checkedAt, registryName }: VerdictPanelProps) {
  const look = LOOKS[verdict.verdict];
  const heading = useRef<HTMLHeadingElement>(null);
  // The verdict is what the person came for: focus moves to it, and a screen reader reads it out.
  useEffect(() => heading.current?.focus(), [verdict]);
  const claims = 'claims' in verdict ? verdict.claims : null;
  return (
    <section aria-labelledby="verdict-title" className={`rounded-card border-2 p-5 ${look.box}`}>
      <h2 id="verdict-title" ref={heading} tabIndex={-1} className="flex items-center gap-3 text-3xl font-bold">
        <look.Icon aria-hidden="true" size={40} className={look.icon} />
        {look.title}
      </h2>
      <p className="mt-2 text-lg">{explanation(verdict, registryName)}</p>
      {claims && verdict.verdict !== 'revoked' && verdict.verdict !== 'suspended' && (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          {verdict.verdict === 'valid' && <RegistryPhoto claims={claims} />}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Dog</dt>
            <dd>{claims.n}</dd>
            <dt className="font-semibold">Breed</dt>
            <dd>{claims.b}</dd>
            <dt className="font-semibold">Handler</dt>
            <dd>{claims.h}</dd>
            <dt className="font-semibold">Registry number</dt>
            <dd className="font-mono">{claims.sub}</dd>
            {claims.s && (
              <>
                <dt className="font-semibold">Service type</dt>
                <dd>{claims.s}</dd>
              </>
            )}
            <dt className="font-semibold">Valid through</dt>
            <dd>{dateOf(claims.exp)}</dd>
          </dl>
        </div>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {trust.source === 'network'
          ? "Checked on this device against the registry's keys and its current status lists."
          : `Checked offline, on this device, against the registry's status lists from ${age(checkedAt - trust.listsIssuedAt)} ago.`}
      </p>
    </section>
  );
}
