// The dashboard's Home tab rendered on the server for the user who asks for it (ADR 0020):
// the app's own routes and providers, with a cache of its own holding that user's account.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { MeResponse } from '#common/contracts/me';
import { Providers } from '#web/app/providers';
import { createQueryClient } from '#web/app/query-client';
import { routes } from '#web/app/routes';
import { sessionQueryKey } from '#web/features/auth/api/get-session';
import { dashboardGuardDecision } from '#web/features/auth/lib/guard-decisions';
import { SessionInPage } from '#web/features/auth/lib/session-in-page';
import { Prerendering } from '#web/lib/prerendering';

const handler = createStaticHandler(routes);

/** The router's state at this URL, after the redirect its index route makes, if any. */
async function routedTo(url: URL): Promise<StaticHandlerContext | null> {
  const context = await handler.query(new Request(url));
  if (!(context instanceof Response)) return context;
  const location = context.headers.get('Location');
  if (!location) return null;
  const next = await handler.query(new Request(new URL(location, url)));
  return next instanceof Response ? null : next;
}

/**
 * What #root holds at this URL for this account, as the app's first render draws it once it
 * has the account: null where the app would show anything else (nobody signed in, an email
 * not yet confirmed, an error), and the page then gets its build-time loading screen.
 */
export async function renderDashboardScreen(
  reply: MeResponse,
  href: string,
): Promise<string | null> {
  const session = reply.user ? reply : null;
  const url = new URL(href);
  if (dashboardGuardDecision(session, url.pathname).kind !== 'allow') return null;
  const context = await routedTo(url);
  if (!context || context.errors) return null;
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  // Inert until the app replaces it: its buttons only work in the app, and a click or a key
  // before then would be lost. The steps say the agreement is being checked meanwhile.
  const screen = renderToString(
    <div inert>
      <Prerendering value>
        <Providers client={client}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </Prerendering>
    </div>,
  );
  return screen + renderToString(<SessionInPage reply={reply} />);
}
