import { useState } from 'react';
import type { DogView } from '#common/api';
import { Button } from '../../components/button';

/** Hidden until asked for; visitors then see the name and masked contact, the owner link sees everything. */
export function OwnerDetails({ dog }: { dog: DogView }) {
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
          <dd>{dog.owner.name}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{dog.full ? dog.owner.phone : dog.owner.phoneMasked}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{dog.full ? dog.owner.email : dog.owner.emailMasked}</dd>
          {dog.full && (
            <>
              <dt className="font-semibold">Address</dt>
              <dd className="whitespace-pre-line">{dog.owner.address}</dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
