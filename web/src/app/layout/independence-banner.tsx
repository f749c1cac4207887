import { useT } from '../../i18n/use-t';

export function IndependenceBanner() {
  const t = useT();
  return (
    <aside aria-label={t('banner.label')} className="bg-brand-950 px-4 py-1.5 text-center text-sm text-brand-100">
      {/* One line on a phone, so the page starts sooner; both say what matters. */}
      <span className="sm:hidden">{t('banner.short')}</span>
      <span className="hidden sm:inline">{t('banner.long')}</span>
    </aside>
  );
}
