import { Building2, BusFront, Hospital, Hotel, ShoppingBag, Ticket, UtensilsCrossed } from 'lucide-react';

// ada.gov: a service animal goes with its handler wherever the public is allowed, in businesses and
// nonprofits open to the public and in state and local government facilities.
const PLACES = [
  { label: 'Shops', Icon: ShoppingBag },
  { label: 'Restaurants', Icon: UtensilsCrossed },
  { label: 'Hotels', Icon: Hotel },
  { label: 'Hospitals and clinics', Icon: Hospital },
  { label: 'Buses, trains and taxis', Icon: BusFront },
  { label: 'Theaters and stadiums', Icon: Ticket },
  { label: 'Government offices', Icon: Building2 },
];

/** Where the ADA lets a service dog go with its handler, as a row of labelled pills. */
export function AccessPlaces() {
  return (
    <section aria-labelledby="places-title">
      <h2 id="places-title" className="text-2xl font-bold">
        Where service dogs go
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Under the ADA, a service dog may go with its handler wherever the public is allowed: in businesses and
        nonprofits open to the public, and in state and local government buildings. Flights and housing follow other
        laws.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {PLACES.map(({ label, Icon }) => (
          <li
            key={label}
            className="flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-900"
          >
            <Icon aria-hidden="true" size={18} className="text-brand-700" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
