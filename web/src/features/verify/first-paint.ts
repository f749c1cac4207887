/**
 * The verify page's first paint: the page with the card's verdict, drawn as soon as the card is checked and
 * before React has started, from the frame the build drew with React (first-paint-shell.ts) and the verdict
 * in React's own markup (verdict-html.ts). React then takes the page over as drawn
 * (docs/decisions/051-verify-verdict-in-the-first-paint.md). With no card, it draws the page as it stands.
 * Anything it cannot draw exactly as React would (no keys on this device yet, an address with more than a
 * language in it, "Show the law" under the same entry, the dev server), it leaves to React.
 */
import { CLIENT_ROUTES } from '#common/client-routes';
import { LANGUAGE_PARAM, type Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import { embeddedConfig } from '../../api/embedded-config';
import { initialLocale } from '../../i18n/initial-locale';
import { translator } from '../../i18n/translator';
import { earlyCheck, markPainted } from './card-check';
import { fillShell } from './first-paint-shell';
import { fragmentCredential } from './fragment-credential';
import { verdictHtml } from './verdict-html';
import { verdictModel } from './verdict-model';

/** What the page is drawn with, in the reader's language only: asked for as the entry starts, beside the check. */
const DRAWN_WITH = {
  en: () => import('virtual:verify-first-paint/en'),
  es: () => import('virtual:verify-first-paint/es'),
} satisfies Record<Locale, unknown>;

let drawing: ReturnType<(typeof DRAWN_WITH)['en']> | null = null;

/** Begins fetching what the page is drawn with, so it arrives while the card is checked. */
export function startLoadingFirstPaint(): void {
  if (window.location.pathname !== CLIENT_ROUTES.verify) return;
  drawing = DRAWN_WITH[initialLocale()]().catch(() => ({ default: null }));
}

/** The frame's language switch keeps a link's language and nothing else of its query. */
const onlyLanguageIn = (search: string) =>
  [...new URLSearchParams(search).keys()].every((key) => key === LANGUAGE_PARAM);

/** Draws the verify page with the verdict of the card `token` (none: the page with no card), before React; true when drawn. */
export async function paintVerdictFirst(token: string): Promise<boolean> {
  const config = embeddedConfig();
  const root = document.getElementById('root');
  if (!drawing || !config || !root || !onlyLanguageIn(window.location.search)) return false;
  // With no card there is nothing to wait for but the drawing.
  const [check, { default: drawn }] = await Promise.all([
    token === '' ? null : earlyCheck(token)?.catch(() => null),
    drawing,
  ]);
  // Left to React: no keys on this device yet (it says so), or the reader moved on to another card meanwhile.
  if (!drawn || (token !== '' && !check?.result) || fragmentCredential(window.location.hash) !== token) return false;
  const locale = initialLocale();
  const t = translator(locale, drawn.words ?? en);
  const fill = (html: string) => fillShell(html, config, locale, window.location.hash.slice(1));
  if (check?.result) {
    const model = verdictModel(check.result, config.registryName, t, locale);
    root.innerHTML =
      fill(drawn.shell.before) + verdictHtml(model, t, drawn.icons[model.kind]) + fill(drawn.shell.after);
  } else root.innerHTML = fill(drawn.shell.noCard);
  markPainted(token);
  document.documentElement.lang = locale;
  document.title = t('site.title', { page: t('verify.title'), site: config.registryName });
  // As the React page does when its verdict appears: the verdict is what a screen reader reads first, once.
  if (check?.result) document.getElementById('verdict-title')?.focus();
  return true;
}
