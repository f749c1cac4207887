import type { RegistrationSummaryView } from '#common/api';
import { RegistrationVerdict } from '../../components/registration-verdict';
import { VerifyAnotherLinks } from './verify-another-links';

/** What a visitor sees of a registration not yet reviewed, or ended: the dog's name, its verdict and why. */
export function SummaryNotice({ dog }: { dog: RegistrationSummaryView }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{dog.dogName}</h1>
      <RegistrationVerdict view={dog} />
      <VerifyAnotherLinks />
    </div>
  );
}
