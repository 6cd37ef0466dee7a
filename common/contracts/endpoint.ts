// One endpoint of the API, declared once: the server registers its method and path and types its
// answer against `response`; the web's client builds the path, sends the body and reads the
// answer with `response`. Types only from zod here, so a contract checked by hand (me.ts) keeps
// zod out of the pages that import it.
import type { z } from 'zod';
import type { ApiScope } from '../integrations';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Reads an answer, keeping only what it names, or throws. A zod schema is one. */
export interface Reader<T> {
  parse(value: unknown): T;
}

export interface Endpoint {
  readonly method: Method;
  /** The full path, `/api/...`, with `:name` for each parameter. */
  readonly path: string;
  /** The request body's schema, the one the server parses it with. */
  readonly body?: z.ZodType | typeof emptyBody;
  /** The query string's schema. */
  readonly query?: z.ZodType;
  /**
   * How the JSON answer is read. `null`: no JSON is read (204, a file, or a library's answer the
   * portal does not use); `produces` then names a file's type.
   */
  readonly response: Reader<unknown> | null;
  readonly produces?: string;
  /** The success status when it is not 200. */
  readonly status?: 201 | 204;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /**
   * Called with an API key rather than a session (ADR 41): the scope the key must hold. The
   * OpenAPI document marks these with the bearer scheme.
   */
  readonly scope?: ApiScope;
}

/** A body of `{}`, declared without zod for the first page's own endpoints (me.ts). */
export const emptyBody = { parse: (): Record<string, never> => ({}) } as const;

/** Declares an endpoint; the literal types of its method and path are kept. */
export const endpoint = <const E extends Endpoint>(contract: E): E => contract;

/** What the web gets from the answer. */
export type ResponseOf<E extends Endpoint> = E['response'] extends Reader<infer T> ? T : undefined;

/** What the server must answer with: a schema's input (before defaults and transforms). */
export type ReplyOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : ResponseOf<E>;

/** What the web sends: the body schema's input, as a form holds it. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends typeof emptyBody
    ? Record<string, never>
    : undefined;

export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's parameters by name: `/api/agreements/:id/document` needs `{ id }`. */
export type ParamsOf<E extends Endpoint> = { [K in ParamNames<E['path']>]: string };

/**
 * The path with its parameters filled in, each encoded. A parameter left out is an error, not
 * a request to a path nobody meant.
 */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path} needs :${name}`);
    return encodeURIComponent(value);
  });
}
