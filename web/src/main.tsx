import { AppRoutes } from './app/router';
import { startApp } from './app/start-app';
import 'virtual:font-fallbacks.css';
import './styles.css';

startApp(<AppRoutes />);
