import { expect } from 'vitest';

/** A stream of server-sent events, read one event at a time. */
export async function openEvents(client: { request(path: string): Promise<Response> }) {
  const response = await client.request('/api/events');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? '';
          if (field('event')) return { event: field('event'), data: field('data') };
          continue; // a keep-alive comment
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('the event stream ended');
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}
