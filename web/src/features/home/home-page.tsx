import { ArrowRight, ClipboardPen, IdCard, ScanSearch } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config';
import { ButtonLink } from '../../components/button';
import { GovernmentResourceList } from '../../components/government-resource-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../lib/paths';
import { AccessPlaces } from './access-places';
import { ExampleCard } from './example-card';

// Below the fold, and the only part of Home that needs the validation library: it loads after first paint.
const TrainerCheck = lazy(async () => ({ default: (await import('./trainer-check')).TrainerCheck }));

const SERVICES = [
  {
    title: 'Register your dog',
    text: 'Record your service dog, its trainer and your contact details, and receive a registry number.',
    Icon: ClipboardPen,
  },
  {
    title: 'Print an ID card',
    text: 'Print a wallet-size card with a QR code that opens the registration for anyone who scans it.',
    Icon: IdCard,
  },
  {
    title: 'Quick verification',
    text: 'Businesses and landlords can confirm a registration by its number in seconds.',
    Icon: ScanSearch,
  },
];

export function HomePage() {
  useDocumentTitle(null);
  const { data: config } = usePublicConfig();
  return (
    <div className="space-y-12">
      <section className="grid items-center gap-8 rounded-card bg-brand-900 px-6 py-10 text-white sm:px-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{config?.registryName ?? 'Service Dog Registry'}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            {config?.tagline ?? 'An independent, voluntary registry of service dogs'}. Register your service dog, print
            its ID card, and let others verify the registration by its number.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink to={paths.register} variant="accent">
              Register Your Service Dog
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
            <Link
              to={paths.lookup}
              className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              <ScanSearch aria-hidden="true" size={20} />
              Verify a Registration
            </Link>
          </div>
        </div>
        <ExampleCard
          registryName={config?.registryName ?? 'Service Dog Registry'}
          prefix={config?.registryPrefix ?? ''}
        />
      </section>

      <AccessPlaces />

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="text-2xl font-bold">
          Our Registry Services
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.title} className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
              <service.Icon aria-hidden="true" size={28} className="text-brand-700" />
              <h3 className="mt-3 text-lg font-bold">{service.title}</h3>
              <p className="mt-1 text-slate-700">{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="law-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="law-title" className="text-2xl font-bold">
          What the law says
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>
            Under the Americans with Disabilities Act (ADA), a service dog is a dog individually trained to do work or
            perform tasks for a person with a disability.
          </li>
          <li>
            Staff may ask only two questions: is the dog a service animal required because of a disability, and what
            work or task has the dog been trained to perform. They may not require documentation, ask for a
            demonstration, or ask about the disability.
          </li>
          <li>
            The ADA does not require registration, certification, ID cards or vests, and handlers may train their own
            dogs.
          </li>
          <li>
            The U.S. Department of Justice does not recognize online registrations or certificates, including this one,
            as proof that a dog is a service animal, and they convey no rights under the ADA.
          </li>
          <li>
            Registration here is voluntary. It can make your dog's details quick to share and confirm, but it gives no
            rights beyond those in federal, state and local law.
          </li>
        </ul>
      </section>

      <section aria-labelledby="resources-title">
        <h2 id="resources-title" className="text-2xl font-bold">
          Government Resources
        </h2>
        <GovernmentResourceList className="mt-3 space-y-2" linkClassName="font-semibold text-brand-800 underline" />
      </section>

      <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}>
        <TrainerCheck />
      </Suspense>

      <section
        aria-labelledby="own-training-title"
        className="rounded-card border-l-4 border-accent-400 bg-white p-6 shadow-card"
      >
        <h2 id="own-training-title" className="text-2xl font-bold">
          Trained your dog yourself?
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">
          The ADA lets handlers train their own dogs, and this registry welcomes them. Registration asks for an ID from
          the registry's trainer directory: if you trained your dog yourself, an evaluator listed in the directory can
          assess your team with a public-access test and give you their directory ID to enter when you register.
        </p>
      </section>

      <section className="rounded-card bg-brand-50 p-6 text-center">
        <h2 className="text-2xl font-bold">Ready to register?</h2>
        <p className="mt-2 text-slate-700">
          It takes a few minutes: your dog's details, your contact details, and your payment confirmation number.
        </p>
        <ButtonLink to={paths.register} className="mt-4">
          Get Started Now
        </ButtonLink>
      </section>
    </div>
  );
}
