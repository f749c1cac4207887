import { OTHER_SERVICE_TYPE } from './constants';

/** A service type as people read it: for "Other (Please specify)", the handler's own words. */
export function serviceTypeWords(serviceType: string, serviceTypeOther: string | null | undefined): string {
  return serviceType === OTHER_SERVICE_TYPE && serviceTypeOther?.trim() ? serviceTypeOther.trim() : serviceType;
}
