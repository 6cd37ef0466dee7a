import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { routerReady } from './app/router-ready';
import { logUncaughtErrors } from './lib/errors';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html is missing the #root element');
}

logUncaughtErrors(window);

// A page written at build time (ADR 0019) already shows its first screen: the app replaces it
// once it can render the same page, not its loading screen in between.
if (container.hasChildNodes()) await routerReady(router);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
