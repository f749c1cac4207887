import { LoaderCircle } from 'lucide-react';

/**
 * A turning circle beside a busy control's own words (which say what is happening, so the icon is
 * hidden from assistive technology). It turns only for people who have not asked for reduced motion:
 * the global reduced-motion rule shortens animations to a blink, which on an endless spin would flicker.
 */
export function Spinner({ size = 18 }: { size?: number }) {
  return <LoaderCircle aria-hidden="true" size={size} className="flex-none motion-safe:animate-spin" />;
}
