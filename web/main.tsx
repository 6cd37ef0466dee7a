import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenReady } from './app/first-screen';
import { trackActivity } from './lib/activity';
import { logUncaughtErrors } from './lib/errors';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html is missing the #root element');
}

logUncaughtErrors(window);
trackActivity(window);

// A page written at build time (ADR 0019) already shows its first screen: the app replaces it
// once it can render that same page, not its loading screen in between.
if (container.hasChildNodes()) await firstScreenReady();

const root = createRoot(container);
// A transition: React renders the first screen in short slices, so a tap or a keypress is
// never kept waiting behind it.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
