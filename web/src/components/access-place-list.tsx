import { Building2, BusFront, Hospital, Hotel, ShoppingBag, Ticket, UtensilsCrossed } from 'lucide-react';
import { useT } from '../i18n/use-t';

// ada.gov: a service animal goes with its handler wherever the public is allowed, in businesses and
// nonprofits open to the public and in state and local government facilities.
const PLACES = [
  { label: 'places.shops', Icon: ShoppingBag },
  { label: 'places.restaurants', Icon: UtensilsCrossed },
  { label: 'places.hotels', Icon: Hotel },
  { label: 'places.hospitals', Icon: Hospital },
  { label: 'places.transit', Icon: BusFront },
  { label: 'places.theaters', Icon: Ticket },
  { label: 'places.government', Icon: Building2 },
] as const;

/** Where the ADA lets a service dog go with its handler, as a row of labelled pills (Home and the card). */
export function AccessPlaceList({ label, size = 'base' }: { label?: string; size?: 'base' | 'sm' }) {
  const t = useT();
  const pill = size === 'sm' ? 'gap-1.5 px-3 py-1 text-sm' : 'gap-2 px-4 py-2';
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {PLACES.map(({ label: place, Icon }) => (
        <li
          key={place}
          className={`flex items-center rounded-full border border-brand-200 bg-white font-semibold text-brand-900 ${pill}`}
        >
          <Icon aria-hidden="true" size={size === 'sm' ? 16 : 18} className="text-brand-700" />
          {t(place)}
        </li>
      ))}
    </ul>
  );
}
