/**
 * The messages of each language, by area. The site's English is in the first bundle; everything else
 * (Spanish, and the owner tools' and the staff area's words in either language) is its own chunk, fetched only when a page
 * needs it, so every page's first-load JavaScript stays within budget.
 */
import type { Locale } from '#common/i18n/locales';
import { en, SHARED_MESSAGE_IDS, type MessageId } from '#common/i18n/messages-en';
import type { AdminMessageId } from '#common/i18n/admin-messages-en';
import type { OwnerMessageId } from '#common/i18n/owner-messages-en';

export type AnyMessageId = MessageId | OwnerMessageId | AdminMessageId;
export type Messages = { readonly [Id in AnyMessageId]?: string };

/** The site's words, always loaded; 'owner': the owner link's tools; 'admin': the staff area. Each loaded with its pages. */
export type Area = 'site' | 'owner' | 'admin';

/** Areas' own shared messages (English text to id), learnt as each area loads: the staff forms' ones so far. */
const areaSharedIds = new Map<string, AnyMessageId>();

/** The staff catalogue, either language, passes through here as it loads: its forms' messages become known. */
function learnAdminIds<T extends { ADMIN_SHARED_IDS: ReadonlyMap<string, AnyMessageId> }>(catalogue: T): T {
  for (const [text, id] of catalogue.ADMIN_SHARED_IDS) areaSharedIds.set(text, id);
  return catalogue;
}

/** The id of a message the schemas or the server give in English, from common/ or a loaded area's. */
export function sharedMessageId(text: string): AnyMessageId | undefined {
  return SHARED_MESSAGE_IDS.get(text) ?? areaSharedIds.get(text);
}

const loaders: Record<Locale, Record<Area, () => Promise<Messages>>> = {
  en: {
    site: () => Promise.resolve(en),
    owner: async () => (await import('#common/i18n/owner-messages-en')).ownerEn,
    admin: async () => learnAdminIds(await import('#common/i18n/admin-messages-en')).adminEn,
  },
  es: {
    site: async () => (await import('#common/i18n/messages-es')).es,
    owner: async () => (await import('#common/i18n/owner-messages-es')).ownerEs,
    admin: async () => learnAdminIds(await import('#common/i18n/admin-messages-es')).adminEs,
  },
};

/** The messages of `areas` in `locale`, as one lookup table. */
export async function loadMessages(locale: Locale, areas: readonly Area[]): Promise<Messages> {
  const parts = await Promise.all(areas.map((area) => loaders[locale][area]()));
  return Object.assign({}, ...parts) as Messages;
}
