// First, for its effect: the reader's words are asked for before React and the rest are evaluated.
import './i18n/start-first-messages';
import { AppRoutes } from './app/router';
import { startApp } from './app/start-app';
import 'virtual:font-fallbacks.css';
import './styles.css';

startApp(<AppRoutes />);
