import { ButtonLink } from '../../components/button';
import { paths } from '../../lib/paths';

/** The ways on from a look-up that shows no card: another number, or home. */
export function VerifyAnotherLinks() {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <ButtonLink to={paths.lookup}>Verify Another Registration</ButtonLink>
      <ButtonLink to={paths.home} variant="secondary">
        Return to Home
      </ButtonLink>
    </div>
  );
}
