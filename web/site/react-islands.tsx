import { StrictMode, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Providers } from '#web/app/providers';

const islands = new Map<HTMLElement, ReactNode>();
let root: Root | undefined;

/**
 * Renders a React island into an element of a prerendered page, replacing what was
 * prerendered there. All of a page's React islands share one root, so they share the app's
 * providers and its one toaster. Links inside them load the next page in full: the router
 * here only gives the app's components the context they expect.
 */
export function mountReactIsland(container: HTMLElement, island: ReactNode) {
  islands.set(container, island);
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const tree = (
    <StrictMode>
      <MemoryRouter>
        <Providers>
          {[...islands].map(([element, node], i) => createPortal(node, element, String(i)))}
        </Providers>
      </MemoryRouter>
    </StrictMode>
  );
  // Synchronously, in the same task as clearing the prerendered markup: nothing flickers,
  // and the island is ready as soon as its script has run.
  container.replaceChildren();
  container.inert = false;
  flushSync(() => root!.render(tree));
}
