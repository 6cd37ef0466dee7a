import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { logUncaughtErrors } from './lib/errors';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html is missing the #root element');
}

logUncaughtErrors(window);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
