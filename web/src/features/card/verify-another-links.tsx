import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

/** The ways on from a look-up that shows no card: another number, or home. */
export function VerifyAnotherLinks() {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <ButtonLink to={paths.lookup}>{t('verifyAnother.verify')}</ButtonLink>
      <ButtonLink to={paths.home} variant="secondary">
        {t('verifyAnother.home')}
      </ButtonLink>
    </div>
  );
}
