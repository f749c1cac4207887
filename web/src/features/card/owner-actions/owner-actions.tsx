import type { DogFullView, PublicConfig } from '#common/api';
import { ContactForm } from './contact-form';
import { LookupLog } from './lookup-log';
import { RenewalForm } from './renewal-form';
import { ReplaceCard } from './replace-card';

/** On the owner link's page: renew, replace a lost card, see look-ups, correct contact details. Loaded only for the full record. */
export function OwnerActions({
  dog,
  ownerKey,
  config,
}: {
  dog: DogFullView;
  ownerKey: string | null;
  config: PublicConfig | undefined;
}) {
  return (
    <section
      aria-labelledby="manage-title"
      className="space-y-5 rounded-lg border border-slate-300 bg-white p-6 print:hidden"
    >
      <h2 id="manage-title" className="text-xl font-bold">
        Manage this registration
      </h2>
      {dog.status === 'active' && (
        <section aria-labelledby="renew-title" className="space-y-2">
          <h3 id="renew-title" className="text-lg font-bold">
            Renew
          </h3>
          <RenewalForm dog={dog} ownerKey={ownerKey} years={config?.validityYears} />
        </section>
      )}
      {(dog.status === 'active' || dog.status === 'in_training') && (
        <section aria-labelledby="replace-title" className="space-y-2">
          <h3 id="replace-title" className="text-lg font-bold">
            Lost card
          </h3>
          <ReplaceCard dog={dog} ownerKey={ownerKey} />
        </section>
      )}
      <section aria-labelledby="lookups-title" className="space-y-2">
        <h3 id="lookups-title" className="text-lg font-bold">
          Look-ups
        </h3>
        <LookupLog dogId={dog.id} ownerKey={ownerKey} />
      </section>
      <section aria-labelledby="contact-title" className="space-y-2">
        <h3 id="contact-title" className="text-lg font-bold">
          Your contact details
        </h3>
        <ContactForm dog={dog} ownerKey={ownerKey} />
      </section>
    </section>
  );
}
