import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  RefreshCw,
  ShieldQuestion,
  ShieldX,
  type LucideIcon,
} from 'lucide-react';
import type { Verdict } from '#common/credential';
import { TeamVerdict } from '../../components/team-verdict';
import { useLanguage } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import type { CardResult } from './card-check';
import { verdictModel, type VerdictModel } from './verdict-model';

export const VERDICT_ICONS: Record<Verdict['verdict'], LucideIcon> = {
  valid: CircleCheck,
  unconfirmed: ShieldQuestion,
  expired: Clock,
  superseded: RefreshCw,
  revoked: CircleX,
  suspended: CircleAlert,
  not_issued: ShieldX,
};

/** A verdict's model as React draws it; verdict-html.ts writes the same markup for the first paint. */
export function VerdictView({ model, focusKey }: { model: VerdictModel; focusKey?: unknown }) {
  const t = useT();
  return (
    <TeamVerdict
      look={{ Icon: VERDICT_ICONS[model.kind], box: model.box, icon: model.iconClass }}
      title={model.title}
      text={model.text}
      focusKey={focusKey}
      footer={
        <>
          {model.details && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-semibold">{t('verdict.breed')}</dt>
              <dd>{model.details.breed}</dd>
              {model.details.serviceType && (
                <>
                  <dt className="font-semibold">{t('verdict.serviceType')}</dt>
                  <dd>{model.details.serviceType}</dd>
                </>
              )}
            </dl>
          )}
          <p className="mt-2 text-sm text-slate-700">{model.checkedLine}</p>
        </>
      }
      team={model.team}
    >
      {model.programmeLine && <p className="mt-1">{model.programmeLine}</p>}
      {model.trainedLine && <p className="mt-2 font-semibold">{model.trainedLine}</p>}
    </TeamVerdict>
  );
}

export function VerdictPanel({ registryName, ...result }: CardResult & { registryName: string }) {
  const t = useT();
  const { locale } = useLanguage();
  return <VerdictView model={verdictModel(result, registryName, t, locale)} focusKey={result.verdict} />;
}
