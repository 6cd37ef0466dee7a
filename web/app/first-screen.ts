import { sessionQueryOptions } from '#web/features/auth/api/get-session';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Resolves once the app can render the page it was opened on rather than its loading screen:
 * the router has loaded the page's route modules and run its loaders. The account is asked for
 * meanwhile (the page's HTML has already fetched it), so the first render often has it too.
 */
export function firstScreenReady(): Promise<void> {
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
