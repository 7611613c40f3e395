import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { registerServiceWorker } from './app/sw-registration';
import { appSystem } from './theme';
import 'virtual:chakra-globals.css';
import './theme/fonts.css';
import './theme/keyframes.css';
import './theme/motion.css';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

// The first screen renders once, complete: the page's chunk is fetched in
// parallel with nothing else to wait for, and a failure to load it still
// renders (the page's error screen then says so).
const preloading = preloadPage(window.location.pathname);
// preloadPage has taken the boot script's answers for this page's reads; any
// other could only go stale, so none is kept.
window.__bootReads = undefined;
void preloading
  .catch(() => undefined)
  .then(() => {
    // The theme's system is created here, in this task of its own, not while
    // the app's modules were evaluated (the page can answer input in between).
    appSystem();
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // With the worker in control the data can come at once: render at once.
    // On a first visit it waits for the worker's install anyway, so the app
    // renders in a transition, in slices that yield to the browser: the page
    // (the prerendered first screen already shows at /) stays responsive.
    if (navigator.serviceWorker?.controller) root.render(app);
    else startTransition(() => root.render(app));
  });
