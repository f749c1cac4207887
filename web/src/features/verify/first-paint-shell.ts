/**
 * The verify page's frame as the build drew it (scripts/verify-first-paint-plugin.ts renders it with React),
 * with the registry's own settings and the page's address left as marks, which the first paint fills in from
 * the settings the server embedded in the page. React draws the same frame from the same settings, so the
 * filled frame is what React takes over (docs/decisions/051-verify-verdict-in-the-first-paint.md).
 */
import type { PublicConfig } from '#common/api';
import type { Locale } from '#common/i18n/locales';
import { telHref } from '../../lib/format';
import { escapeHtml } from './verdict-html';

const mark = (name: string) => `\uE000${name}\uE001`;
/** A telephone number, because the footer's link keeps only a number's digits: no registry's own. */
const PHONE_MARK = '+99999999999';

export const SHELL_MARKS = {
  registryName: mark('registryName'),
  contactEmail: mark('contactEmail'),
  contactPhone: PHONE_MARK,
  hoursEn: mark('hoursEn'),
  hoursEs: mark('hoursEs'),
  /** The page's fragment: the card, which the language switch's link keeps. */
  hash: mark('hash'),
};

/** The settings the frame is drawn with: every one the frame shows, as a mark. */
export const SHELL_CONFIG = {
  registryName: SHELL_MARKS.registryName,
  contactEmail: SHELL_MARKS.contactEmail,
  contactPhone: SHELL_MARKS.contactPhone,
  contactHours: { en: SHELL_MARKS.hoursEn, es: SHELL_MARKS.hoursEs },
} as Partial<PublicConfig> as PublicConfig;

/** The frame before and after the verdict's place, and the whole page with no card, in one language. */
export interface Shell {
  before: string;
  after: string;
  noCard: string;
}

/** The frame's marks replaced by the registry's settings and this page's fragment, escaped as React escapes them. */
export function fillShell(html: string, config: PublicConfig, locale: Locale, hash: string): string {
  // As ConfiguredText draws a text the registry wrote in English only, for a Spanish reader.
  const hoursEs =
    config.contactHours.es === config.contactHours.en
      ? `<span lang="en">${escapeHtml(config.contactHours.en)}</span>`
      : escapeHtml(config.contactHours.es);
  const values: Record<string, string> = {
    [SHELL_MARKS.registryName]: escapeHtml(config.registryName),
    [SHELL_MARKS.contactEmail]: escapeHtml(config.contactEmail),
    [`tel:${PHONE_MARK}`]: escapeHtml(telHref(config.contactPhone)),
    [SHELL_MARKS.contactPhone]: escapeHtml(config.contactPhone),
    [SHELL_MARKS.hoursEn]: escapeHtml(config.contactHours.en),
    [SHELL_MARKS.hoursEs]: locale === 'es' ? hoursEs : escapeHtml(config.contactHours.es),
    [SHELL_MARKS.hash]: escapeHtml(hash),
  };
  const pattern = new RegExp(Object.keys(values).map(escapeRegExp).join('|'), 'g');
  return html.replace(pattern, (found) => values[found]!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
