import { ButtonLink, Button } from './button';
import { useMessageText, useT } from '../i18n/use-t';
import { paths } from '../lib/paths';

/** The failure page of the card, confirmation and edit screens: a title, the message, and three ways forward. */
export function StatusError({ title, message }: { title: string; message: string }) {
  const t = useT();
  const messageText = useMessageText();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="font-semibold text-red-800">
        {messageText(message)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('statusError.refresh')}</Button>
        <ButtonLink to={paths.lookup} variant="secondary">
          {t('statusError.verify')}
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('statusError.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
