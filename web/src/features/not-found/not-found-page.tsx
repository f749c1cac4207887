import { MESSAGES } from '#common/messages';
import { ButtonLink } from '../../components/button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessageText, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const t = useT();
  const messageText = useMessageText();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl space-y-4 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p>{messageText(MESSAGES.pageNotFound)}</p>
      <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
    </div>
  );
}
