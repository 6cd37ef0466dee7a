import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkTarget, guardedLookup, type TargetPolicy } from './address-guard';

/** How long a receiver has to answer; Standard Webhooks receivers are asked to answer fast. */
export const DELIVERY_TIMEOUT_MS = 15_000;
// What is kept of an answer that is not a success, for the delivery log.
const KEPT_BODY = 300;

export interface Attempt {
  /** The receiver's HTTP status, or null when none came back. */
  status: number | null;
  ms: number;
  ok: boolean;
  error: string | null;
}

/**
 * Posts one delivery, signed with the Standard Webhooks scheme (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`) by the `standardwebhooks` package. The address is
 * checked again first and the connection pinned to the address checked (address-guard.ts); a
 * redirect is not followed. Any 2xx is a success.
 */
export async function postSigned(
  target: { url: string; secret: string },
  delivery: { id: string; body: string },
  policy: TargetPolicy,
  now = new Date(),
): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = await checkTarget(target.url, policy);
  } catch (error) {
    return { status: null, ms: elapsed(), ok: false, error: (error as Error).message };
  }
  const signature = new Webhook(target.secret).sign(delivery.id, now, delivery.body);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy) as never,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'InnovationPortal-Webhooks/1',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let kept = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (kept.length < KEPT_BODY) kept += chunk.slice(0, KEPT_BODY - kept.length);
        });
        response.on('end', () => {
          const ok = status >= 200 && status < 300;
          resolve({
            status,
            ms: elapsed(),
            ok,
            error: ok ? null : `The receiver answered ${status}${kept ? `: ${kept.trim()}` : '.'}`,
          });
        });
        response.on('error', (error) =>
          resolve({ status, ms: elapsed(), ok: false, error: error.message }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`)),
    );
    request.on('error', (error) =>
      resolve({ status: null, ms: elapsed(), ok: false, error: error.message }),
    );
    request.end(delivery.body);
  });
}
