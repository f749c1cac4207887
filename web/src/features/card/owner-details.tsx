import { useState } from 'react';
import { useSendsEmail } from '../../api/get-public-config';
import type { RegistrationCardView } from '#common/api';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

/**
 * Who the handler is. A visitor sees the first name and last initial, as the verdict above already
 * says, and never contact data; the owner link shows the handler's own details at once (they may still
 * hide them, on a screen others can see).
 */
export function OwnerDetails({ dog }: { dog: RegistrationCardView }) {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const [shown, setShown] = useState(true);
  if (dog.view !== 'full')
    return (
      <section aria-labelledby="owner-title" className="rounded-md border border-slate-300 p-4">
        <h2 id="owner-title" className="text-lg font-bold">
          {t('owner.title')}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
          <dt className="font-semibold">{t('owner.name')}</dt>
          <dd>{dog.handlerName}</dd>
        </dl>
        <p className="mt-2 text-slate-700">{t('owner.hiddenName')}</p>
        <p className="mt-2 text-sm text-slate-700">
          {t('owner.neverShown')}{' '}
          <Link to={paths.ownerLink} className="font-semibold text-brand-800 underline">
            {t(sendsEmail ? 'owner.emailLink' : 'owner.askLink')}
          </Link>
        </p>
      </section>
    );
  return (
    <section aria-labelledby="owner-title" className="rounded-md border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="owner-title" className="text-lg font-bold">
          {t('owner.title')}
        </h2>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls="owner-details"
          onClick={() => setShown((value) => !value)}
        >
          {t(shown ? 'owner.hide' : 'owner.show')}
        </Button>
      </div>
      {!shown && <p className="mt-2 text-slate-700">{t('owner.hidden')}</p>}
      <div id="owner-details" hidden={!shown}>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t('owner.name')}</dt>
          <dd>{dog.owner.name}</dd>
          <dt className="font-semibold">{t('owner.phone')}</dt>
          <dd>{dog.owner.phone}</dd>
          <dt className="font-semibold">{t('owner.email')}</dt>
          <dd className="break-all">{dog.owner.email}</dd>
          <dt className="font-semibold">{t('owner.address')}</dt>
          <dd className="whitespace-pre-line">{dog.owner.address}</dd>
        </dl>
      </div>
    </section>
  );
}
