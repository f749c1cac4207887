import { useSearchParams } from 'react-router';
import { dogListQuerySchema, type DogListQuery } from '#common/admin-schemas';

const DEFAULTS = dogListQuerySchema.parse({});

/** The dashboard's state lives in the URL, so back, forward and reload keep it. Bad values fall back to defaults. */
export function useDashboardQuery(): [DogListQuery, (change: Partial<DogListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = dogListQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : DEFAULTS;
  const update = (change: Partial<DogListQuery>) => {
    // Search and filter changes start again at page 1.
    const next = { ...query, ...change, page: change.page ?? 1 };
    const entries = Object.entries(next).filter(([key, value]) => value !== DEFAULTS[key as keyof DogListQuery]);
    setParams(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])));
  };
  return [query, update];
}
