/**
 * The verify page's entry (web/v.html): checks the card in the address, draws the page with its verdict,
 * then starts React, which takes that page over (docs/decisions/051-verify-verdict-in-the-first-paint.md).
 * Nothing imported here statically may pull React in: a shop clerk's phone shows the verdict before React's
 * code has even arrived (docs/PERFORMANCE.md).
 */
// First, for its effect: the reader's words are asked for before anything else.
import './i18n/start-first-messages';
import { startCheckingCard } from './features/verify/card-check';
import { paintVerdictFirst, startLoadingFirstPaint } from './features/verify/first-paint';
import { fragmentCredential } from './features/verify/fragment-credential';
import { firstMessages, firstMessagesSettled } from './i18n/first-messages';
import { initialLocale } from './i18n/initial-locale';
// In the page's head, as the app's: the verdict is drawn styled, in its face's metric-matched fallback.
import 'virtual:font-fallbacks.css';
import './styles.css';

/** After the browser has drawn a frame: the verdict shows before React's code is run. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function start(): Promise<void> {
  const token = fragmentCredential(window.location.hash);
  startCheckingCard(token, window.location.origin);
  startLoadingFirstPaint();
  const painted = await paintVerdictFirst(token);
  if (painted) await nextFrame();
  const [{ startVerifyApp }] = await Promise.all([import('./verify-main'), firstMessagesSettled()]);
  // React's first render must draw what was painted: the same card, in the reader's words, already here.
  const locale = initialLocale();
  const wordsHere = locale === 'en' || firstMessages(locale) !== undefined;
  startVerifyApp({ hydrate: painted && wordsHere && fragmentCredential(window.location.hash) === token });
}

void start();
