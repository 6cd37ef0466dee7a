import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Endpoint, ReplyOf } from '#common/contracts/endpoint';
import type { AppEnv } from './request-context';

/**
 * Registers a contract's method and path on a router that server/app.ts mounts at `base` (the
 * full prefix, `/api/...`): the path is declared once, in common/contracts. A contract outside
 * `base` is a mistake found at start-up, not a route nobody can reach.
 */
export function onContract(
  app: Hono<AppEnv>,
  base: string,
  contract: Endpoint,
  // Middleware of any router (a rate limit, a guard), then the handler.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...handlers: [...MiddlewareHandler<any>[], Handler<AppEnv>]
): void {
  if (contract.path !== base && !contract.path.startsWith(`${base}/`))
    throw new Error(`${contract.method} ${contract.path} is not under ${base}`);
  const [first, ...rest] = handlers;
  if (!first) throw new Error(`${contract.method} ${contract.path} has no handler`);
  app.on(contract.method, contract.path.slice(base.length) || '/', first, ...rest);
}

/**
 * Answers with the contract's JSON, typed against its response: the mappers that build `data`
 * name each field (never a row spread), so nothing the contract does not name leaves the server.
 * Not parsed at run time; the web reads it with the same schema. `status` is for a create that
 * is repeated with the same id: it answers 200 with what the first one made, not the contract's
 * 201.
 */
export function reply<E extends Endpoint>(
  c: Context<AppEnv>,
  contract: E,
  data: ReplyOf<E>,
  status: ContentfulStatusCode = (contract.status ?? 200) as ContentfulStatusCode,
) {
  return c.json(data as object, status);
}
