import { AccessPlaceList } from '../../components/access-place-list';
import { useT } from '../../i18n/use-t';

export function AccessPlaces() {
  const t = useT();
  return (
    <section aria-labelledby="places-title">
      <h2 id="places-title" className="text-2xl font-bold">
        {t('places.title')}
      </h2>
      <p className="mt-2 mb-4 max-w-3xl text-slate-700">{t('places.intro')}</p>
      <AccessPlaceList />
    </section>
  );
}
