import { StrictMode } from 'react';
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
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
