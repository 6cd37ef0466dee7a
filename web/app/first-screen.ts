import { sessionQueryKey, sessionQueryOptions } from '#web/features/auth/api/get-session';
import { readSessionInPage } from '#web/features/auth/lib/session-in-page';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Resolves once the app can render the page it was opened on rather than its loading screen:
 * the router has loaded the page's route modules and run its loaders. A page rendered for the
 * signed-in user carries their account; otherwise it is asked for meanwhile (the page's HTML
 * has already fetched it), so the first render often has it too.
 */
export function firstScreenReady(): Promise<void> {
  const session = readSessionInPage(document);
  if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session);
  void queryClient.prefetchQuery(sessionQueryOptions);
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
