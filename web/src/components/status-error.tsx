import { ButtonLink, Button } from './button';
import { paths } from '../lib/paths';

/** The failure page of the card, confirmation and edit screens: a title, the message, and three ways forward. */
export function StatusError({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <ButtonLink to={paths.lookup} variant="secondary">
          Verify Registration
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
