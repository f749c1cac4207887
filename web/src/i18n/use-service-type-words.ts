import { useCallback } from 'react';
import { SERVICE_TYPES, type ServiceType } from '#common/constants';
import { serviceTypeWords } from '#common/service-type';
import { useT } from './use-t';

const isListed = (value: string): value is ServiceType => (SERVICE_TYPES as readonly string[]).includes(value);

/**
 * A service type as the reader reads it: a listed type in the reader's language (records store the
 * English), and for "Other" the handler's own words, as they typed them.
 */
export function useServiceTypeWords(): (serviceType: string, serviceTypeOther: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (serviceType: string, serviceTypeOther: string | null | undefined) => {
      const words = serviceTypeWords(serviceType, serviceTypeOther);
      return isListed(words) ? t(`serviceType.${words}`) : words;
    },
    [t],
  );
}
