import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { primeContent } from './api/content';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { registerServiceWorker } from './app/sw-registration';
import { appSystem, prepareThemeSystem } from './theme';
import 'virtual:chakra-globals.css';
import './theme/fonts.css';
import './theme/keyframes.css';
import './theme/motion.css';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

// A first visit, or a controlled page whose snapshot the worker marked as the
// stored content, shows the page's prerendered snapshot (scripts/prerender.mjs):
// the first render uses the answers it was built from, so it draws the same
// page, and the worker is asked again once it controls the page.
const prerendered = window.__prerendered;
window.__prerendered = undefined;
if (prerendered) primeContent(prerendered.reads);

// The first screen renders once, complete: the page's chunk is fetched in
// parallel with nothing else to wait for, and a failure to load it still
// renders (the page's error screen then says so).
const preloading = preloadPage(window.location.pathname);
// preloadPage has taken the boot script's answers for this page's reads; any
// other could only go stale, so none is kept.
window.__bootReads = undefined;
/** A new task: the browser may paint and answer input before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void preloading
  .catch(() => undefined)
  // The theme's system is created in tasks of its own (a few steps, see
  // prepareThemeSystem), not in the one that evaluated the app's modules (the
  // page's chunk is often loaded already), and the first render starts in the
  // next: no task is as long as the three.
  .then(nextTask)
  .then(() => prepareThemeSystem(nextTask))
  .then(() => appSystem())
  .then(nextTask)
  .then(() => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // With the worker in control the data can come at once: render at once.
    // Without it, the app renders in a transition, in slices that yield to the
    // browser: the page (a first visit's prerendered snapshot already shows)
    // stays responsive.
    if (navigator.serviceWorker?.controller) root.render(app);
    else startTransition(() => root.render(app));
  });
