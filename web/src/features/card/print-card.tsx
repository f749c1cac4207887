import { createPortal } from 'react-dom';
import type { DogFullView, PublicConfig } from '#common/api';

/**
 * The two 3.375in × 2.125in faces that only print media shows. Rendered beside the
 * app root, so print CSS can hide the whole page and show the card alone.
 */
export function PrintCard({
  dog,
  config,
  qrUrl,
  verifyUrl,
}: {
  dog: DogFullView;
  config: PublicConfig;
  qrUrl: string;
  verifyUrl: string;
}) {
  return createPortal(
    <div className="print-card" aria-hidden="true">
      <section className="card-face card-front">
        <p className="card-title">SERVICE DOG</p>
        <p className="card-sub">Access rights under U.S. federal law (ADA)</p>
        <div className="card-front-body">
          {dog.thumbnailUrl && <img src={dog.thumbnailUrl} alt="" className="card-photo" />}
          <div className="card-details">
            <p className="card-dog">{dog.dogName}</p>
            <p>No. {dog.registryNumber}</p>
            <p>Handler: {dog.owner.name}</p>
            <p>Phone: {dog.owner.phone}</p>
          </div>
          <img src={qrUrl} alt="" className="card-qr" />
        </div>
        <p className="card-note">Please do not separate this dog from its handler.</p>
        <p className="card-registry">{config.registryName} · independent, voluntary registry</p>
      </section>
      <section className="card-face card-back">
        <p>
          Under the ADA, staff may ask only: (1) is the dog a service animal required because of a disability, and (2)
          what work or task has it been trained to perform. No documentation may be required.
        </p>
        <p>
          This card is voluntary identification from an independent registry. It is not government ID and gives no
          rights beyond those in law.
        </p>
        <p>Verify: {verifyUrl}</p>
        <p>
          {config.contactPhone} · {config.contactHours}
        </p>
      </section>
    </div>,
    document.body,
  );
}
