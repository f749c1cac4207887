import { CircleAlert, CircleCheck, CircleX, Clock, GraduationCap, ShieldX, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RegistrationView } from '#common/api';
import { usePublicConfig } from '../api/get-public-config';
import type { MessageId } from '#common/i18n/messages-en';
import { visitorVerdictOf, type VisitorVerdict } from '#common/visitor-verdict';
import { useFormat } from '../i18n/use-format';
import { useRichT, useT } from '../i18n/use-t';

const LOOKS: Record<VisitorVerdict, { Icon: LucideIcon; box: string; icon: string }> = {
  valid: { Icon: CircleCheck, box: 'border-green-700 bg-green-50', icon: 'text-green-800' },
  in_training: { Icon: GraduationCap, box: 'border-brand-700 bg-brand-50', icon: 'text-brand-800' },
  pending: { Icon: Clock, box: 'border-amber-600 bg-amber-50', icon: 'text-amber-900' },
  expired: { Icon: Clock, box: 'border-slate-600 bg-slate-100', icon: 'text-slate-700' },
  suspended: { Icon: CircleAlert, box: 'border-amber-600 bg-amber-50', icon: 'text-amber-900' },
  revoked: { Icon: CircleX, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
  not_valid: { Icon: ShieldX, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
};

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
 * A look-up's answer in one word, as the verify page gives a card's (Valid, Pending review, Expired,
 * Suspended, Revoked, Not valid), with its reason; beside it, what a business may and may not ask under
 * the ADA. It is what the person came for: focus moves to its heading when it appears, so a screen reader
 * reads it out and the keyboard goes on from there.
 */
export function RegistrationVerdict({ view }: { view: RegistrationView }) {
  const t = useT();
  const registryName = usePublicConfig().data?.registryName ?? t('site.defaultName');
  const tRich = useRichT();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const verdict = visitorVerdictOf(view);
  const { Icon, box, icon } = LOOKS[verdict];
  const number = <span className="font-mono font-bold whitespace-nowrap">{view.registryNumber}</span>;
  const date = 'expiresAt' in view ? format.date(view.expiresAt) : '';
  return (
    <div className="grid items-start gap-4 md:grid-cols-[3fr_2fr] print:hidden">
      <section aria-labelledby="registration-verdict" className={`rounded-card border-2 p-5 ${box}`}>
        <p className="text-sm font-semibold text-slate-800">{t('lookupVerdict.label')}</p>
        <h2
          id="registration-verdict"
          ref={heading}
          tabIndex={-1}
          data-page-focus
          className="mt-1 flex items-center gap-2 text-3xl font-bold"
        >
          <Icon aria-hidden="true" className={`flex-none ${icon}`} size={32} />
          {t(`lookupVerdict.${verdict}`)}
        </h2>
        <p className="mt-2">{tRich(reasonOf(view, verdict), { registryName, registryNumber: number, date })}</p>
      </section>
      <BusinessQuestions />
    </div>
  );
}

/** The ADA's two questions, and what staff may not do: what a clerk needs beside any answer. */
function BusinessQuestions() {
  const t = useT();
  return (
    <aside aria-labelledby="business-questions" className="rounded-card border border-slate-300 bg-white p-5 text-sm">
      <h2 id="business-questions" className="text-lg font-bold">
        {t('ask.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{t('ask.may')}</li>
        <li>{t('ask.mayNot')}</li>
        <li>{t('ask.exclude')}</li>
        <li>{t('ask.voluntary')}</li>
      </ul>
    </aside>
  );
}
