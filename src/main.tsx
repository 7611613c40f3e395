import { APP_STATE_ID } from './app/app-state';
import './theme/fonts.css';
import './theme/keyframes.css';
import './theme/motion.css';

// A page the server rendered shows its content without the app: the app's code
// loads once the page has loaded (its styles, fonts and first images), so on a
// slow link the page's own bytes come first and it paints before any of the
// app's work. The app shell, which holds no page, starts the app at once.
const start = () => import('./app/start');
if (document.getElementById(APP_STATE_ID) && document.readyState !== 'complete') {
  window.addEventListener('load', () => void start(), { once: true });
} else {
  void start();
}
