import { CircleAlert, CircleCheck, CircleX, Clock, GraduationCap, ShieldX } from 'lucide-react';
import type { RegistrationView } from '#common/api';
import { usePublicConfig } from '../api/get-public-config';
import type { MessageId } from '#common/i18n/messages-en';
import { visitorVerdictOf, type VisitorVerdict } from '#common/visitor-verdict';
import { useFormat } from '../i18n/use-format';
import { useRichT, useT } from '../i18n/use-t';
import { TeamVerdict, type VerdictLook, type VerdictTeam } from './team-verdict';

const LOOKS: Record<VisitorVerdict, VerdictLook> = {
  valid: { Icon: CircleCheck, box: 'border-green-700 bg-green-50', icon: 'text-green-800' },
  in_training: { Icon: GraduationCap, box: 'border-brand-700 bg-brand-50', icon: 'text-brand-800' },
  pending: { Icon: Clock, box: 'border-amber-600 bg-amber-50', icon: 'text-amber-900' },
  expired: { Icon: Clock, box: 'border-slate-600 bg-slate-100', icon: 'text-slate-700' },
  suspended: { Icon: CircleAlert, box: 'border-amber-600 bg-amber-50', icon: 'text-amber-900' },
  revoked: { Icon: CircleX, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
  not_valid: { Icon: ShieldX, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
};

/** The verdicts that show the team, as a card's verdict does: the registration still stands, or ran out. */
const SHOWS_TEAM = new Set<VisitorVerdict>(['valid', 'in_training', 'expired']);

/** Why the verdict is what it is, in the words the view allows (a visitor's never carries staff's reason). */
function reasonOf(view: RegistrationView, verdict: VisitorVerdict): MessageId {
  if (view.view === 'summary') return `summary.${view.status}`;
  switch (verdict) {
    case 'valid':
      return 'lookupVerdict.validText';
    case 'in_training':
      return 'lookupVerdict.in_trainingText';
    case 'pending':
      return 'summary.pending';
    case 'expired':
      return 'lookupVerdict.expiredText';
    case 'suspended':
      return 'lookupVerdict.suspendedText';
    case 'revoked':
      return 'lookupVerdict.revokedText';
    case 'not_valid':
      return 'notValid.explain';
  }
}

/**
 * A look-up's answer, in the same verdict a card's QR code gets on the verify page (TeamVerdict): one
 * word (Valid, In training, Pending review, Expired, Suspended, Revoked, Not valid), the team, the
 * reason, and what a business may ask.
 */
export function RegistrationVerdict({ view }: { view: RegistrationView }) {
  const t = useT();
  const registryName = usePublicConfig().data?.registryName ?? t('site.defaultName');
  const tRich = useRichT();
  const format = useFormat();
  const verdict = visitorVerdictOf(view);
  const number = <span className="font-mono font-bold whitespace-nowrap">{view.registryNumber}</span>;
  const date = 'expiresAt' in view ? format.date(view.expiresAt) : '';
  const team: VerdictTeam | null =
    view.view === 'public' || view.view === 'full'
      ? SHOWS_TEAM.has(verdict)
        ? {
            dogName: view.dogName,
            photoUrl: view.thumbnailUrl,
            handler: view.handlerName,
            registryNumber: view.registryNumber,
            validThrough: 'expiresAt' in view ? format.shortDate(view.expiresAt) : null,
          }
        : null
      : null;
  return (
    <div className="print:hidden">
      <TeamVerdict
        look={LOOKS[verdict]}
        title={t(`lookupVerdict.${verdict}`)}
        text={tRich(reasonOf(view, verdict), { registryName, registryNumber: number, date })}
        team={team}
      />
    </div>
  );
}
