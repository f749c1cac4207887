import type { RegistrationFullView } from '#common/api';
import { credentialDocumentUrl } from '#common/credential-document';
import { buttonClass } from '../../../components/button';
import { useT } from '../../../i18n/use-t';

/** The current card as a W3C Verifiable Credential file, for a wallet or a verifier other than ours. */
export function CredentialDownload({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <p>{t('credential.explain')}</p>
      {/* A plain download: the server names the file and signs it when asked. */}
      <a href={credentialDocumentUrl(dog.id, ownerKey)} download className={buttonClass('secondary')}>
        {t('credential.download')}
      </a>
    </div>
  );
}
