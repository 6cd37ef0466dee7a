import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** An attribute's value as OTLP/JSON writes it (int64 may come as a string). */
interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number };
}
interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
}

type Value = string | number | boolean | Value[] | null;

/** One span as received, its attributes and its resource's as plain objects. */
export interface ReceivedSpan {
  name: string;
  /** SpanKind of the OTLP protocol: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  scope: string;
  traceId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, Value>;
  resource: Record<string, Value>;
  statusCode: number;
}

/** OTLP's SpanKind numbers. */
export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

function valueOf(value: AnyValue | undefined): Value {
  if (!value) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  return null;
}

const objectOf = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A collector for tests: an HTTP server on 127.0.0.1 that takes OTLP/HTTP JSON exports on
 * POST /v1/traces and keeps their spans. Every request is counted, whatever its path, so a test
 * can also show that nothing was sent at all; a body that is not JSON is answered 415 and kept
 * as a problem, which fails the test that reads `problems`.
 */
export async function startOtlpListener() {
  const spans: ReceivedSpan[] = [];
  const requests: { method: string; path: string; contentType: string }[] = [];
  const problems: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const contentType = request.headers['content-type'] ?? '';
    requests.push({ method: request.method ?? '', path, contentType });
    bodyOf(request)
      .then((body) => {
        if (request.method !== 'POST' || path !== '/v1/traces') {
          response.writeHead(404).end();
          return;
        }
        if (!contentType.startsWith('application/json')) {
          problems.push(`an export of ${contentType || 'no content type'}, not JSON`);
          response.writeHead(415).end();
          return;
        }
        const exported = JSON.parse(body.toString('utf8')) as ExportTraceServiceRequest;
        for (const { resource, scopeSpans = [] } of exported.resourceSpans ?? []) {
          for (const { scope, spans: received = [] } of scopeSpans) {
            for (const span of received)
              spans.push({
                name: span.name,
                kind: span.kind,
                scope: scope?.name ?? '',
                traceId: span.traceId,
                parentSpanId: span.parentSpanId || undefined,
                attributes: objectOf(span.attributes),
                resource: objectOf(resource?.attributes),
                statusCode: span.status?.code ?? 0,
              });
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch((error: unknown) => {
        problems.push(`an export that could not be read: ${String(error)}`);
        response.writeHead(400).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to: the exporter adds /v1/traces. */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    requests,
    problems,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OtlpListener = Awaited<ReturnType<typeof startOtlpListener>>;
