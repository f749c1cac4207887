import { LoaderCircle } from 'lucide-react';

/** A turning circle beside a busy control's own words (which say what is happening); still when motion is reduced. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <LoaderCircle aria-hidden="true" size={size} className="flex-none animate-spin" />;
}
