import { createContext } from 'react';

/**
 * True while a page is rendered to HTML before its scripts run: at build time (ADR 15, 19) or
 * by the server for the signed-in dashboard (ADR 20). What only works once its island or the
 * app runs can render inert, or as not yet ready, until then.
 */
export const Prerendering = createContext(false);
