import { AccessPlaceList } from '../../components/access-place-list';

export function AccessPlaces() {
  return (
    <section aria-labelledby="places-title">
      <h2 id="places-title" className="text-2xl font-bold">
        Where service dogs go
      </h2>
      <p className="mt-2 mb-4 max-w-3xl text-slate-700">
        Under the ADA, a service dog may go with its handler wherever the public is allowed: in businesses and
        nonprofits open to the public, and in state and local government buildings. Flights and housing follow other
        laws.
      </p>
      <AccessPlaceList />
    </section>
  );
}
