import { randomUUID } from 'node:crypto';

/**
 * The authorisation matrix, generated from the app's route table: every method and path Hono
 * registered must have a row saying what each kind of caller gets, so a new route that nobody
 * placed in the matrix fails its test.
 */

/** The kinds of caller, in the order each row lists their outcomes. */
export const callerKinds = [
  'anonymous',
  'unverified',
  'without agreement',
  'user',
  'reviewer',
  'admin without second factor',
  'admin',
  'counsel',
  'api key',
] as const;
export type CallerKind = (typeof callerKinds)[number];

/**
 * What a caller gets: refused (401, 403), told the idea does not exist (404), or `ok`: served,
 * whatever the answer to what they sent (any status below 500 but 401 and 403).
 */
export type Outcome = '401' | '403' | '404' | 'ok';

/**
 * A route's row: its outcomes per caller kind, space-separated in `callerKinds` order; or
 * `middleware` for what the table holds that answers no request itself (guards, limits, the
 * API's catch-all 404). A path with a wildcard names the `call` to make.
 */
export type MatrixRow = string | { call: string; outcomes: string } | 'middleware';

/** The routes of an app, once each, as `METHOD /path`. */
export function routesOf(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.map((route) => `${route.method} ${route.path}`))];
}

/** The routes the table has no row for; the matrix refuses an app that has any. */
export function unlistedRoutes(
  app: { routes: { method: string; path: string }[] },
  table: Record<string, MatrixRow>,
): string[] {
  return routesOf(app).filter((route) => !Object.hasOwn(table, route));
}

/** Throws, naming them, if the app has routes the table does not list. */
export function requireEveryRouteListed(
  app: { routes: { method: string; path: string }[] },
  table: Record<string, MatrixRow>,
): void {
  const unlisted = unlistedRoutes(app, table);
  if (unlisted.length)
    throw new Error(`routes missing from the authorisation matrix: ${unlisted.join(', ')}`);
}

/** One request per route the table serves: its method, the path to call, each caller's outcome. */
export interface MatrixCall {
  route: string;
  method: string;
  path: string;
  outcomes: Record<CallerKind, Outcome>;
}

const parseOutcomes = (route: string, text: string): Record<CallerKind, Outcome> => {
  const outcomes = text.trim().split(/\s+/);
  if (outcomes.length !== callerKinds.length || outcomes.some((o) => !/^(401|403|404|ok)$/.test(o)))
    throw new Error(`${route}: expected ${callerKinds.length} outcomes of 401, 403, 404, ok`);
  return Object.fromEntries(callerKinds.map((kind, i) => [kind, outcomes[i]])) as Record<
    CallerKind,
    Outcome
  >;
};

/** The calls a table makes: every row but middleware, with ids in its path made up. */
export function matrixCalls(table: Record<string, MatrixRow>): MatrixCall[] {
  return Object.entries(table).flatMap(([route, row]) => {
    if (row === 'middleware') return [];
    const [method, template] = route.split(' ') as [string, string];
    const path = typeof row === 'string' ? template : row.call;
    if (path.includes('*')) throw new Error(`${route}: a wildcard route names the call to make`);
    return [
      {
        route,
        method,
        // Every id is one that does not exist: a caller let through is told so, or refused.
        path: path.replace(/:[A-Za-z]+/g, () => randomUUID()),
        outcomes: parseOutcomes(route, typeof row === 'string' ? row : row.outcomes),
      },
    ];
  });
}

/** The outcome a response is. */
export function outcomeOf(status: number): Outcome | `${number}` {
  if (status === 401 || status === 403 || status === 404) return `${status}`;
  return status < 500 ? 'ok' : `${status}`;
}

/** Whether a response is the outcome the row expects: `ok` takes a 404 (an unknown id) too. */
export const matches = (expected: Outcome, status: number) =>
  expected === 'ok'
    ? status < 500 && status !== 401 && status !== 403
    : outcomeOf(status) === expected;
