import type { RegistrationNotValidView } from '#common/api';
import { RegistrationVerdict } from '../../components/registration-verdict';
import { useT } from '../../i18n/use-t';
import { VerifyAnotherLinks } from './verify-another-links';

/** A revoked, denied or deleted registration: the number and its verdict, nothing more. */
export function NotValidNotice({ dog }: { dog: RegistrationNotValidView }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{t('notValid.title')}</h1>
      <RegistrationVerdict view={dog} />
      <VerifyAnotherLinks />
    </div>
  );
}
