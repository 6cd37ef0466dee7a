import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { errorMessage, logger } from '#server/lib/logger';
import type { PortalMetrics } from './portal-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * `/metrics` on the portal's own port: only with METRICS_TOKEN, and only for a scraper that
 * sends it as a bearer token. Without the token it is not there at all (404), so the figures
 * never reach the public through the portal's address.
 */
export function metricsRoute(metrics: PortalMetrics | undefined, token: string | undefined) {
  const app = new Hono();
  app.get('/', async (c) => {
    if (!metrics || !token) return notFound();
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('A bearer token is needed.\n', 401);
    }
    const { contentType, body } = await metrics.scrape();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
  return app;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), for a scraper inside the network: that port is
 * not behind the public balancer, so it needs no token. Serves nothing else.
 */
export async function serveMetrics(
  metrics: PortalMetrics,
  { port, host }: { port: number; host?: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(body);
      },
      (error: unknown) => {
        logger.warn('metrics could not be read', { error: errorMessage(error) });
        response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
