import type { PublicConfig, RegistrationFullView } from '#common/api';
import type { ProgrammeContacts } from './page-programme';

/**
 * Whom a handler or a clerk reaches about this record: the programme that holds it (decision 043), or,
 * for the default programme's records, the registry itself, from its settings.
 */
export function recordContacts(dog: RegistrationFullView, config: PublicConfig): ProgrammeContacts {
  return (
    dog.signingProgramme ?? {
      name: { en: config.registryName, es: config.registryName },
      contactEmail: config.contactEmail,
      contactPhone: config.contactPhone,
      hours: config.contactHours,
    }
  );
}
