import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { registerServiceWorker } from './app/sw-registration';
import './theme/fonts.css';
import './theme/keyframes.css';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

// The first screen renders once, complete: the page's chunk is fetched in
// parallel with nothing else to wait for, and a failure to load it still
// renders (the page's error screen then says so).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // A transition renders in slices that yield to the browser, so the page
    // (the prerendered first screen already shows at /) stays responsive while
    // the app renders, instead of one long task.
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
