import { AppRoutes } from './app/router';
import { startApp } from './app/start-app';
import './styles.css';

startApp(<AppRoutes />);
