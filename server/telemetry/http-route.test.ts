import type { Span } from '@opentelemetry/api';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { spanRoute } from './http-route';

/** A span that keeps what it is told, as the SDK's would. */
function recordingSpan(recording = true) {
  const told = { name: '', attributes: {} as Record<string, unknown> };
  const span = {
    isRecording: () => recording,
    setAttribute: (key: string, value: unknown) => {
      told.attributes[key] = value;
      return span;
    },
    updateName: (name: string) => {
      told.name = name;
      return span;
    },
  } as unknown as Span;
  return { span, told };
}

function appWith(span: Span | undefined) {
  const app = new Hono();
  app.use(spanRoute(() => span));
  const api = new Hono();
  api.use('*', async (_c, next) => next());
  api.get('/submissions/:id', (c) => c.json({ id: c.req.param('id') }));
  api.post('/calendar/:file', (c) => c.text('feed'));
  app.route('/api', api);
  return app;
}

describe('the route on the server span', () => {
  it('names the span by the route that answered, not the path', async () => {
    const { span, told } = recordingSpan();
    const response = await appWith(span).request('/api/submissions/0b6f3b54?x=1');
    expect(response.status).toBe(200);
    expect(told).toEqual({
      name: 'GET /api/submissions/:id',
      attributes: { 'http.route': '/api/submissions/:id' },
    });
  });

  it('keeps a credential in the path out', async () => {
    const { span, told } = recordingSpan();
    await appWith(span).request('/api/calendar/s3cr3t.ics', { method: 'POST' });
    expect(JSON.stringify(told)).not.toContain('s3cr3t');
    expect(told.attributes['http.route']).toBe('/api/calendar/:file');
  });

  it('does nothing without a recording span', async () => {
    const { span, told } = recordingSpan(false);
    expect((await appWith(span).request('/api/submissions/1')).status).toBe(200);
    expect(told).toEqual({ name: '', attributes: {} });
    expect((await appWith(undefined).request('/api/submissions/1')).status).toBe(200);
  });
});
