import type { DogFullView, PublicConfig } from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { formatDate } from '../../lib/format';

/** Why no card prints, by status; in training, pending and active cards print. */
function explanation(dog: DogFullView): string {
  const texts: Partial<Record<DisplayStatus, string>> = {
    expired: `${dog.registryNumber} expired on ${formatDate(dog.expiresAt)}. To renew it, ask the registry for a renewal.`,
    suspended: `${dog.registryNumber} is suspended: anyone who checks it is told so until the registry reinstates it.`,
    revoked: `${dog.registryNumber} was revoked and is not a valid registration.`,
    denied: `${dog.registryNumber} was not approved, so no card is issued.`,
    retired: `${dog.registryNumber} belongs to a dog that has retired from service, so it is no longer valid.`,
    deceased: `${dog.registryNumber} is no longer active.`,
  };
  return texts[dog.displayStatus] ?? `${dog.registryNumber} is not valid for a card.`;
}

/** Shown, and printed, instead of a card for a registration that is not valid: why, and what to do. */
export function NoCardNotice({ dog, config }: { dog: DogFullView; config: PublicConfig | undefined }) {
  const contact = config ? ` Contact ${config.registryName} at ${config.contactEmail} or ${config.contactPhone}.` : '';
  return (
    <section aria-labelledby="no-card-title" className="rounded-md border-2 border-slate-700 bg-white p-4">
      <h2 id="no-card-title" className="text-lg font-bold">
        No card can be printed for this registration
      </h2>
      <p className="mt-1">
        {explanation(dog)}
        {contact}
      </p>
      {dog.statusReason && (
        <p className="mt-2">
          <span className="font-semibold">The registry's reason:</span> {dog.statusReason}
        </p>
      )}
    </section>
  );
}
