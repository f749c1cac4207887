import { usePublicConfig } from '../../api/get-public-config';
import { ButtonLink } from '../../components/button';
import { PageSkeleton } from '../../components/page-skeleton';
import { PaymentHelp } from '../../components/payment-help';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormat } from '../../i18n/use-format';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

export function FeesPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('fees.title'));
  const { data: config } = usePublicConfig();
  if (!config) return <PageSkeleton label={t('site.loading')} />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('fees.title')}</h1>
      <section aria-labelledby="fee-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="fee-title" className="flex flex-wrap items-baseline justify-between gap-2 text-xl font-bold">
          <span>{t('fees.product', { years: config.validityYears })}</span>
          <span className="text-2xl">{format.money(config.feeCents)}</span>
        </h2>
        <p className="mt-2">{t('fees.oneFee', { years: config.validityYears })}</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>{t('fees.review')}</li>
          <li>{t('fees.card')}</li>
          <li>{t('fees.verification')}</li>
        </ul>
      </section>
      <section aria-labelledby="code-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="code-title" className="text-xl font-bold">
          {t('fees.codeTitle')}
        </h2>
        <p className="mt-2">{t('fees.code')}</p>
        <div className="mt-3">
          <PaymentHelp config={config} />
        </div>
      </section>
      <p className="text-slate-700">{t('fees.voluntary')}</p>
      <ButtonLink to={paths.register}>{t('fees.register')}</ButtonLink>
    </div>
  );
}
