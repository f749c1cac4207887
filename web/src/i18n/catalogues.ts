/**
 * The messages of each language, by area. The site's English is in the first bundle; everything else
 * (Spanish, and the owner tools', the staff area's, the wizard's and the About, Privacy and Terms pages' words in either language) is its own chunk, fetched only when a page
 * needs it, so every page's first-load JavaScript stays within budget.
 */
import type { Locale } from '#common/i18n/locales';
import { en, type MessageId } from '#common/i18n/messages-en';
import type { StaffMessageId } from '#common/i18n/staff-messages-en';
import type { OwnerLinkMessageId } from '#common/i18n/owner-link-messages-en';
import type { PolicyMessageId } from '#common/i18n/policy-messages-en';
import type { LawMessageId } from '#common/i18n/law-messages-en';
import type { RegisterMessageId } from '#common/i18n/register-messages-en';

export type AnyMessageId =
  MessageId | OwnerLinkMessageId | StaffMessageId | PolicyMessageId | LawMessageId | RegisterMessageId;
export type Messages = { readonly [Id in AnyMessageId]?: string };

/**
 * The site's words, always loaded; 'owner': the owner link's tools; 'admin': the staff area; 'policies': the
 * About, Privacy and Terms pages; 'law': the page a handler shows at the door; 'register': the registration
 * wizard. Each loaded with its pages.
 */
export type Area = 'site' | 'owner' | 'admin' | 'policies' | 'law' | 'register';

const loaders: Record<Locale, Record<Area, () => Promise<Messages>>> = {
  en: {
    site: () => Promise.resolve(en),
    owner: async () => (await import('#common/i18n/owner-link-messages-en')).ownerLinkEn,
    admin: async () => (await import('#common/i18n/staff-messages-en')).staffEn,
    policies: async () => (await import('#common/i18n/policy-messages-en')).policiesEn,
    law: async () => (await import('#common/i18n/law-messages-en')).lawEn,
    register: async () => (await import('#common/i18n/register-messages-en')).registerEn,
  },
  es: {
    site: async () => (await import('#common/i18n/messages-es')).es,
    owner: async () => (await import('#common/i18n/owner-link-messages-es')).ownerLinkEs,
    admin: async () => (await import('#common/i18n/staff-messages-es')).staffEs,
    policies: async () => (await import('#common/i18n/policy-messages-es')).policiesEs,
    law: async () => (await import('#common/i18n/law-messages-es')).lawEs,
    register: async () => (await import('#common/i18n/register-messages-es')).registerEs,
  },
};

/** The messages of `areas` in `locale`, as one lookup table. */
export async function loadMessages(locale: Locale, areas: readonly Area[]): Promise<Messages> {
  const parts = await Promise.all(areas.map((area) => loaders[locale][area]()));
  return Object.assign({}, ...parts) as Messages;
}
