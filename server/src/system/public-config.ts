import type { PublicConfig } from '#common/api';
import type { Config } from '../config';

/** The settings any visitor may see: served by GET /api/config and embedded in every HTML page. */
export function publicConfig(config: Config): PublicConfig {
  return {
    registryName: config.registryName,
    tagline: config.tagline,
    registryPrefix: config.registryPrefix,
    feeCents: config.feeCents,
    validityYears: config.validityYears,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    contactHours: config.contactHours,
    publicUrl: config.publicUrl,
    paymentHelpText: config.paymentHelpText,
    paymentHelpUrl: config.paymentHelpUrl,
    sendsEmail: config.mail.smtpUrl !== null,
  };
}
