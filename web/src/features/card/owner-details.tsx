import { useState } from 'react';
import { useSendsEmail } from '../../api/get-public-config';
import type { RegistrationCardView } from '#common/api';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

/**
 * Visitors see the handler's first name and last initial once they ask; the owner link shows the handler's
 * own details at once (they may still hide them, on a screen others can see).
 */
export function OwnerDetails({ dog }: { dog: RegistrationCardView }) {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const full = dog.view === 'full';
  const [shown, setShown] = useState(full);
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
          {/* A visitor is shown a name, not details: the button says what it shows. */}
          {full ? t(shown ? 'owner.hide' : 'owner.show') : t(shown ? 'owner.hideName' : 'owner.showName')}
        </Button>
      </div>
      {!shown && <p className="mt-2 text-slate-700">{t(full ? 'owner.hidden' : 'owner.hiddenName')}</p>}
      <div id="owner-details" hidden={!shown}>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t('owner.name')}</dt>
          <dd>{dog.view === 'full' ? dog.owner.name : dog.handlerName}</dd>
          {dog.view === 'full' && (
            <>
              <dt className="font-semibold">{t('owner.phone')}</dt>
              <dd>{dog.owner.phone}</dd>
              <dt className="font-semibold">{t('owner.email')}</dt>
              <dd className="break-all">{dog.owner.email}</dd>
              <dt className="font-semibold">{t('owner.address')}</dt>
              <dd className="whitespace-pre-line">{dog.owner.address}</dd>
            </>
          )}
        </dl>
        {dog.view !== 'full' && (
          <p className="mt-2 text-sm text-slate-700">
            {t('owner.neverShown')}{' '}
            <Link to={paths.ownerLink} className="font-semibold text-brand-800 underline">
              {t(sendsEmail ? 'owner.emailLink' : 'owner.askLink')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
