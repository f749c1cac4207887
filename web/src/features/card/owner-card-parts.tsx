/**
 * The parts of a registration's page that only its owner and staff see: the wallet card (or why none
 * prints) and the service-type choice. Loaded, with the owner tools' words, only for them, so a visitor
 * checking a card downloads neither the card's faces nor their words.
 */
import { useEffect } from 'react';
import type { PublicConfig, RegistrationFullView } from '#common/api';
import { useArea } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { CardFaces } from './card-faces';
import { NoCardNotice } from './no-card-notice';
import { PrintedNamesNotice } from './printed-names-notice';
import { ServiceTypeChoice } from './service-type-choice';

interface WalletCardProps {
  dog: RegistrationFullView;
  config: PublicConfig;
  qrUrl: string;
  verifyUrl: string;
  /** Called once the faces are on the page, so Print never prints a page without them. */
  onShown: () => void;
}

export function WalletCard({ dog, config, qrUrl, verifyUrl, onShown }: WalletCardProps) {
  const t = useT();
  const ready = useArea('owner');
  useEffect(() => {
    if (ready) onShown();
  }, [ready, onShown]);
  if (!ready) return null;
  return (
    <section aria-labelledby="wallet-card-title" className="space-y-3">
      <h2 id="wallet-card-title" className="text-xl font-bold print:hidden">
        {t('card.walletTitle')}
      </h2>
      <PrintedNamesNotice dog={dog} />
      <CardFaces dog={dog} config={config} qrUrl={qrUrl} verifyUrl={verifyUrl} />
    </section>
  );
}

export function OwnerNoCardNotice({ dog, config }: { dog: RegistrationFullView; config: PublicConfig | undefined }) {
  return useArea('owner') ? <NoCardNotice dog={dog} config={config} /> : null;
}

export function OwnerServiceTypeChoice({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  return useArea('owner') ? (
    <div className="mt-6">
      <ServiceTypeChoice dog={dog} ownerKey={ownerKey} />
    </div>
  ) : null;
}
