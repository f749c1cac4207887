import { SERVICE_TYPES, type ServiceType } from '#common/constants';
import { serviceTypeWords } from '#common/service-type';
import type { Translate } from './translator';

const isListed = (value: string): value is ServiceType => (SERVICE_TYPES as readonly string[]).includes(value);

/**
 * A service type as the reader reads it: a listed type in the reader's language (records store the
 * English), and for "Other" the handler's own words, as they typed them. Without React, for the verify
 * page's first paint too.
 */
export function serviceTypeLabel(
  t: Translate,
  serviceType: string,
  serviceTypeOther: string | null | undefined,
): string {
  const words = serviceTypeWords(serviceType, serviceTypeOther);
  return isListed(words) ? t(`serviceType.${words}`) : words;
}
