import { MESSAGES } from '#common/messages';
import { useMessageText, useT } from '../i18n/use-t';
import { paths } from '../lib/paths';
import { ButtonLink } from './button';
import { useDocumentTitle } from './use-document-title';

/** Page Not Found: for an address the app has no page for, or a page whose subject is not there (a programme's). */
export function NotFound() {
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
