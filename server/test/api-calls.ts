import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

interface Requester {
  request(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/**
 * An error answer as a person sees it, without the id every request gets (X-Request-Id): two
 * answers that must not tell cases apart are compared with it.
 */
export function withoutRequestId(body: unknown): unknown {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return body;
  const { requestId: _requestId, ...rest } = error;
  return { ...(body as object), error: rest };
}

/** The JSON body of a response that must have `status`. */
export async function jsonOf<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

/** Sends an idea as the user would, through the API; resolves to its id. */
export async function sendIdea(client: Requester, overrides: object = {}): Promise<string> {
  const response = await client.request('/api/submissions', {
    json: {
      id: randomUUID(),
      status: 'pending',
      ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
      ideaDescription: 'A marker band 2 mm from the tip would show its position.',
      ...overrides,
    },
  });
  return (await jsonOf<{ submission: { id: string } }>(response, 201)).submission.id;
}
