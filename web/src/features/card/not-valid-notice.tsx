import { MESSAGES } from '#common/messages';
import { VerifyAnotherLinks } from './verify-another-links';
import { useMessageText, useRichT, useT } from '../../i18n/use-t';

/** A revoked, denied or deleted registration: the number and that it is not valid, nothing more. */
export function NotValidNotice({ registryNumber }: { registryNumber: string }) {
  const t = useT();
  const tRich = useRichT();
  const messageText = useMessageText();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border-2 border-red-800 bg-white p-6">
      <h1 className="text-2xl font-bold">{t('notValid.title')}</h1>
      <p className="text-xl font-bold text-red-800">{messageText(MESSAGES.notValidRegistration)}</p>
      <p>
        {tRich('notValid.explain', { registryNumber: <span className="font-mono font-bold">{registryNumber}</span> })}
      </p>
      <p className="text-sm text-slate-700">{t('notValid.questions')}</p>
      <VerifyAnotherLinks />
    </div>
  );
}
