// First, for its effect: the reader's words are asked for before React and the rest are evaluated.
import './i18n/start-first-messages';
import { AppRoutes, preloadScreen } from './app/router';
import { startLoadingScreenData } from './app/screen-data';
import { startApp } from './app/start-app';
import { firstMessagesSettled } from './i18n/first-messages';
import 'virtual:font-fallbacks.css';
import './styles.css';

// The first render waits for the screen's code and words, which the page's HTML already asked for, so that it
// draws the screen rather than a placeholder (docs/decisions/052-first-render-draws-the-screen.md). Should
// either fail to come, the app starts anyway, and the screen's own loading says so. The data the screen is drawn
// from is asked for now too, and waited for when the HTML asked for it with the code (app/screen-data.ts).
void Promise.all([preloadScreen(window.location.pathname), firstMessagesSettled(), startLoadingScreenData()])
  .catch(() => undefined)
  .then(() => startApp(<AppRoutes />));
