import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkTarget, guardedLookup, type TargetPolicy } from './address-guard';

/**
 * How long one attempt may take in all: the name lookup, the connection, the answer's headers
 * and what is read of its body. Standard Webhooks asks receivers to answer fast.
 */
export const DELIVERY_TIMEOUT_MS = 15_000;
// What is kept of an answer that is not a success, for the delivery log; the rest is not read.
const KEPT_BODY = 300;

export interface Attempt {
  /** The receiver's HTTP status, or null when none came back. */
  status: number | null;
  ms: number;
  ok: boolean;
  error: string | null;
}

const timedOut = (ms: number) => `No whole answer within ${ms / 1000} seconds.`;

/**
 * Posts one delivery, signed with the Standard Webhooks scheme (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`) by the `standardwebhooks` package. The address is
 * checked again first and the connection pinned to the address checked (address-guard.ts); a
 * redirect is not followed. Any 2xx is a success. One deadline covers the whole attempt, so a
 * receiver that trickles its answer cannot hold the worker.
 */
export function postSigned(
  target: { url: string; secret: string },
  delivery: { id: string; body: string },
  policy: TargetPolicy,
  { now = new Date(), timeoutMs = DELIVERY_TIMEOUT_MS } = {},
): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<Attempt>((resolve) => {
    let request: http.ClientRequest | undefined;
    let done = false;
    const finish = (status: number | null, error: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request?.destroy();
      resolve({ status, ms: elapsed(), ok: error === null, error });
    };
    const timer = setTimeout(() => finish(null, timedOut(timeoutMs)), timeoutMs);

    checkTarget(target.url, policy).then(
      (url) => {
        if (done) return;
        const signature = new Webhook(target.secret).sign(delivery.id, now, delivery.body);
        const transport = url.protocol === 'https:' ? https : http;
        request = transport.request(
          url,
          {
            method: 'POST',
            // Plain http in production only to a private address: so only such an address is
            // connected to, whatever the name answers by then.
            lookup: guardedLookup(policy, {
              onlyPrivate: policy.requireHttps && url.protocol === 'http:',
            }) as never,
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
            if (status >= 200 && status < 300) return finish(status, null);
            let kept = '';
            const failed = () =>
              finish(status, `The receiver answered ${status}${kept ? `: ${kept.trim()}` : '.'}`);
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              kept += chunk.slice(0, KEPT_BODY - kept.length);
              if (kept.length >= KEPT_BODY) failed();
            });
            response.on('end', failed);
            response.on('error', failed);
            response.on('close', failed);
          },
        );
        request.on('error', (error) => finish(null, error.message));
        request.end(delivery.body);
      },
      (error: Error) => finish(null, error.message),
    );
  });
}
