import { Printer } from 'lucide-react';
import { usePublicConfig } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { printPage } from '../../lib/print-page';
import { LawEssentials } from './law-essentials';

/**
 * "How to verify a service dog card" (issue 52, item 2): one printed page for a business's counter, in
 * the reader's language: how to check a card, what the answer means and does not, the two questions,
 * and that no card may be required. Its words are the law page's (../shared/LEGAL.md).
 */
export function CounterSheetPage() {
  const t = useT();
  const ready = useArea('law');
  const config = usePublicConfig().data;
  const registryName = config?.registryName ?? t('site.defaultName');
  const lookup = `${(config?.publicUrl ?? window.location.origin).replace(/^https?:\/\//, '')}${paths.lookup}`;
  useDocumentTitle(ready ? t('sheet.title') : t('site.loading'));
  if (!ready) return <PageSkeleton label={t('site.loading')} />;
  return (
    <article aria-labelledby="sheet-title" className="mx-auto max-w-3xl space-y-6 text-lg print:text-base">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="sheet-title" tabIndex={-1} className="text-3xl font-bold">
          {t('sheet.title')}
        </h1>
        <Button className="print:hidden" onClick={() => printPage(t('sheet.title'))}>
          <Printer aria-hidden="true" size={20} />
          {t('sheet.print')}
        </Button>
      </div>
      <p className="text-xl font-semibold">{t('sheet.lead')}</p>
      <section aria-labelledby="sheet-steps">
        <h2 id="sheet-steps" className="text-2xl font-bold">
          {t('sheet.stepsTitle')}
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-8">
          <li>{t('sheet.step1')}</li>
          <li>{t('sheet.step2', { lookup })}</li>
          <li>{t('sheet.step3', { registryName })}</li>
          <li>{t('sheet.step4')}</li>
        </ol>
      </section>
      <LawEssentials size="sheet" />
      <p className="text-base text-slate-800">{t('sheet.independent', { registryName })}</p>
    </article>
  );
}
