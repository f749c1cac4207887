import { MESSAGES } from '#common/messages';
import { ButtonLink } from '../../components/button';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto max-w-xl space-y-4 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p>{MESSAGES.pageNotFound}</p>
      <ButtonLink to={paths.home}>Return to Home</ButtonLink>
    </div>
  );
}
