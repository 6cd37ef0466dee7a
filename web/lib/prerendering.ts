import { createContext } from 'react';

/**
 * True while a page is rendered to HTML at build time (ADR 15): what only works once its
 * island runs can render inert until then.
 */
export const Prerendering = createContext(false);
