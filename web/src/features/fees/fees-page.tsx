import { usePublicConfig } from '../../api/get-public-config';
import { ButtonLink } from '../../components/button';
import { PageSkeleton } from '../../components/page-skeleton';
import { PaymentHelp } from '../../components/payment-help';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';

export function FeesPage() {
  useDocumentTitle('Fees');
  const { data: config } = usePublicConfig();
  if (!config) return <PageSkeleton label="Loading…" />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">Fees</h1>
      <section aria-labelledby="fee-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="fee-title" className="flex flex-wrap items-baseline justify-between gap-2 text-xl font-bold">
          <span>{config.validityYears}-Year Service Dog Registration</span>
          <span className="text-2xl">{formatMoney(config.feeCents)}</span>
        </h2>
        <p className="mt-2">One fee for {config.validityYears} years. It covers:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>review of your registration by the registry's staff, and a registry number that is never reused;</li>
          <li>a printable wallet card whose QR code carries a signature only this registry can make;</li>
          <li>verification by number or by scanning the card, free for anyone, for as long as it is valid.</li>
        </ul>
      </section>
      <section aria-labelledby="code-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="code-title" className="text-xl font-bold">
          Getting a payment confirmation number
        </h2>
        <p className="mt-2">
          Registration asks for a payment confirmation number in its last step. Each number pays for one registration.
        </p>
        <div className="mt-3">
          <PaymentHelp config={config} />
        </div>
      </section>
      <p className="text-slate-700">
        Registration is voluntary. The ADA does not require registration, certification or ID cards, and a registration
        here gives no rights beyond those in federal, state and local law.
      </p>
      <ButtonLink to={paths.register}>Register a Service Dog</ButtonLink>
    </div>
  );
}
