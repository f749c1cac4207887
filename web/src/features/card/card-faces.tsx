import type { DogFullView, PublicConfig } from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { LogoMark } from '../../components/logo-mark';
import { STATUS_LABELS } from '#common/status-words';
import { formatShortDate } from '../../lib/format';
import './card-faces.css';

const STAMPS: Partial<Record<DisplayStatus, string>> = {
  pending: 'PENDING REVIEW — NOT YET VALID',
  in_training: 'IN TRAINING — NOT YET TESTED',
};

interface CardFacesProps {
  dog: DogFullView;
  config: PublicConfig;
  qrUrl: string;
  verifyUrl: string;
}

/**
 * The wallet card's two faces, as the owner link and staff see them and as they print (docs/CARD.md).
 * A pending registration carries "PENDING REVIEW — NOT YET VALID" across its front, a team in
 * training "IN TRAINING — NOT YET TESTED", and claims no ADA access for a dog still in training.
 */
export function CardFaces({ dog, config, qrUrl, verifyUrl }: CardFacesProps) {
  const stamp = STAMPS[dog.displayStatus];
  const training = dog.displayStatus === 'in_training';
  return (
    <div className="card-faces">
      <section className="card-face card-front" aria-label="Front of the card">
        <div className="card-inner">
          <div className="card-band">
            <div className="card-mark">
              <LogoMark />
              <div>
                <p className="card-registry-name">{config.registryName}</p>
                <p className="card-registry-kind">Independent, voluntary registry</p>
              </div>
            </div>
            <div className="card-heading">
              <p className={training ? 'card-title card-title-long' : 'card-title'}>
                {training ? 'SERVICE DOG IN TRAINING' : 'SERVICE DOG'}
              </p>
              <p className="card-sub">
                {training ? 'A team still in training, not yet tested' : 'Access rights under U.S. federal law (ADA)'}
              </p>
            </div>
          </div>
          <div className="card-body">
            <div className="card-main">
              <div className="card-id">
                {dog.photoUrl ? (
                  <img src={dog.photoUrl} alt="" className="card-photo" />
                ) : (
                  <p className="card-photo card-photo-missing">No Photo Available</p>
                )}
                <div>
                  <p className="card-dog">{dog.dogName}</p>
                  <p className="card-number">{dog.registryNumber}</p>
                </div>
              </div>
              <dl className="card-facts">
                <dt>Handler</dt>
                <dd>{dog.owner.name}</dd>
                <dt>Status</dt>
                <dd className={`card-status card-status-${dog.displayStatus}`}>{STATUS_LABELS[dog.displayStatus]}</dd>
                <dt>Issued</dt>
                <dd>{formatShortDate(dog.registrationDate)}</dd>
                <dt>Valid through</dt>
                <dd>{formatShortDate(dog.expiresAt)}</dd>
              </dl>
            </div>
            <div>
              <img
                src={qrUrl}
                alt={
                  dog.displayStatus === 'active'
                    ? `Signed QR code that verifies this registration (${dog.registryNumber})`
                    : `QR code that opens this registration (${dog.registryNumber})`
                }
                className="card-qr"
              />
              <p className="card-qr-caption">Scan to verify</p>
            </div>
          </div>
          {stamp && <p className="card-stamp">{stamp}</p>}
          <p className="card-foot">Please do not separate this dog from its handler.</p>
        </div>
      </section>
      <section className="card-face card-back" aria-label="Back of the card">
        <div className="card-inner">
          <div className="card-band">
            <p className="card-registry-name">{config.registryName}</p>
            <p className="card-registry-kind">{dog.registryNumber}</p>
          </div>
          <div className="card-back-body">
            <p>Under the ADA, staff may ask only two questions:</p>
            <ol>
              <li>Is the dog a service animal required because of a disability?</li>
              <li>What work or task has the dog been trained to perform?</li>
            </ol>
            <p>
              No documentation, ID card or vest may be required under the ADA. Airlines may ask for the U.S. DOT Service
              Animal Air Transportation Form.
            </p>
            <p>
              This card is voluntary identification from an independent registry. It is not a government ID and gives no
              rights beyond those in federal, state and local law.
            </p>
            <p className="card-verify">Verify: {verifyUrl}</p>
            <p>
              Questions: {config.contactPhone} · {config.contactEmail}
              <br />
              {config.contactHours}
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
