import { useCallback } from 'react';
import { serviceTypeLabel } from './service-type-label';
import { useT } from './use-t';

/** A service type in the reader's words (service-type-label.ts), for a component. */
export function useServiceTypeWords(): (serviceType: string, serviceTypeOther: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (serviceType: string, serviceTypeOther: string | null | undefined) =>
      serviceTypeLabel(t, serviceType, serviceTypeOther),
    [t],
  );
}
