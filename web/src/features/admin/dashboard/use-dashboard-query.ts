import { useSearchParams } from 'react-router';
import { registrationListQuerySchema, type RegistrationListQuery } from '#common/staff-schemas';

const DEFAULTS = registrationListQuerySchema.parse({});

/** The dashboard's state lives in the URL, so back, forward and reload keep it. Bad values fall back to defaults. */
export function useDashboardQuery(): [RegistrationListQuery, (change: Partial<RegistrationListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = registrationListQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : DEFAULTS;
  const update = (change: Partial<RegistrationListQuery>) => {
    // Search and filter changes start again at page 1.
    const next = { ...query, ...change, page: change.page ?? 1 };
    const entries = Object.entries(next).filter(
      ([key, value]) => value !== DEFAULTS[key as keyof RegistrationListQuery],
    );
    setParams(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])));
  };
  return [query, update];
}
