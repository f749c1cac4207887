import { Link } from 'react-router';
import { useRichT, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

/** The privacy notice and terms, before anything is asked; in a new tab, since leaving would lose a chosen photo. */
export function PolicyLinks() {
  const t = useT();
  const tRich = useRichT();
  const link = (to: string, label: 'footer.privacy' | 'footer.terms') => (
    <Link to={to} target="_blank" className="font-semibold text-brand-800 underline">
      {t(label)}
      <span className="font-normal">{t('wizard.newTab')}</span>
    </Link>
  );
  return (
    <p className="text-sm text-slate-700">
      {tRich('wizard.policies', {
        privacy: link(paths.privacy, 'footer.privacy'),
        terms: link(paths.terms, 'footer.terms'),
      })}
    </p>
  );
}
