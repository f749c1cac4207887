import { useState } from 'react';
import type { DogCardView } from '#common/api';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { paths } from '../../lib/paths';

/** Hidden until asked for; visitors then see the handler's first name and last initial, the owner link everything. */
export function OwnerDetails({ dog }: { dog: DogCardView }) {
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="owner-title" className="rounded-md border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="owner-title" className="text-lg font-bold">
          Handler
        </h2>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls="owner-details"
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide Details' : 'Show Details'}
        </Button>
      </div>
      {!shown && <p className="mt-2 text-slate-700">Owner information is hidden for privacy.</p>}
      <div id="owner-details" hidden={!shown}>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Name</dt>
          <dd>{dog.view === 'full' ? dog.owner.name : dog.handlerName}</dd>
          {dog.view === 'full' && (
            <>
              <dt className="font-semibold">Phone</dt>
              <dd>{dog.owner.phone}</dd>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{dog.owner.email}</dd>
              <dt className="font-semibold">Address</dt>
              <dd className="whitespace-pre-line">{dog.owner.address}</dd>
            </>
          )}
        </dl>
        {dog.view !== 'full' && (
          <p className="mt-2 text-sm text-slate-700">
            The registry never shows a handler's contact details. Is this your dog, and did you lose your owner link?{' '}
            <Link to={paths.ownerLink} className="font-semibold text-brand-800 underline">
              Email me my owner link
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
