import { MESSAGES } from '#common/messages';
import { VerifyAnotherLinks } from './verify-another-links';

/** A revoked, denied or deleted registration: the number and that it is not valid, nothing more. */
export function NotValidNotice({ registryNumber }: { registryNumber: string }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border-2 border-red-800 bg-white p-6">
      <h1 className="text-2xl font-bold">Registry Status</h1>
      <p className="text-xl font-bold text-red-800">{MESSAGES.notValidRegistration}</p>
      <p>
        <span className="font-mono font-bold">{registryNumber}</span> is not a valid registration in this registry. It
        does not identify a service dog team.
      </p>
      <p className="text-sm text-slate-700">
        Under the ADA, staff may still ask the two permitted questions; no registration is required.
      </p>
      <VerifyAnotherLinks />
    </div>
  );
}
