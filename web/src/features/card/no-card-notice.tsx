import type { DogFullView, PublicConfig } from '#common/api';
import { formatDate } from '../../lib/format';

/** Shown, and printed, instead of a card for an expired or revoked registration: why, and what to do. */
export function NoCardNotice({ dog, config }: { dog: DogFullView; config: PublicConfig | undefined }) {
  const contact = config ? ` Contact ${config.registryName} at ${config.contactEmail} or ${config.contactPhone}.` : '';
  return (
    <section aria-labelledby="no-card-title" className="rounded-md border-2 border-slate-700 bg-white p-4">
      <h2 id="no-card-title" className="text-lg font-bold">
        No card can be printed for this registration
      </h2>
      <p className="mt-1">
        {dog.displayStatus === 'expired'
          ? `${dog.registryNumber} expired on ${formatDate(dog.expiresAt)}. To renew it, ask the registry for a renewal.${contact}`
          : `${dog.registryNumber} was revoked and is not a valid registration.${contact}`}
      </p>
    </section>
  );
}
