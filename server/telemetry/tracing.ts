// OpenTelemetry traces (docs/decisions/0047-observability.md). Loaded by server/index.ts only
// when an OTLP endpoint is set, and before the rest of the server, so that what is patched
// (node:http, pg) is imported after the patches are in place.
import { register } from 'node:module';
import { diag, DiagLogLevel, type DiagLogFunction } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { logger } from '#server/lib/logger';
import { isProbe, originOf, safeIncomingPath } from './span-attributes';
import { serviceName, tracingProblems } from './settings';

/**
 * The modules imported as ECMAScript modules that the instrumentations patch. The loader hook
 * wraps only these (every other import goes through it untouched): node:http and node:https
 * (the server, webhooks, the S3 client's handler) and pg, external to the bundle for this.
 */
const PATCHED_ESM = ['http', 'https', 'pg'];

/** A collector that does not answer must not hold a stopping instance: a live one takes ms. */
const FLUSH_LIMIT_MS = 2_000;

export interface Tracing {
  /** Sends the spans still buffered and stops; never throws, gives up after a few seconds. */
  shutdown(): Promise<void>;
}

const text = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

/** The SDK's own warnings and errors (a collector that refuses) as the portal's log lines. */
function logDiagnostics() {
  const said = new Map<string, number>();
  const say: DiagLogFunction = (message, ...args) => {
    // A collector that is down fails every export alike: once a minute is enough.
    const now = Date.now();
    if (now - (said.get(message) ?? -Infinity) < 60_000) return;
    said.set(message, now);
    const detail = [message, ...args.map(text)].join(' ').slice(0, 500);
    logger.warn('tracing', { detail });
  };
  const ignore = () => {};
  diag.setLogger(
    { error: say, warn: say, info: ignore, debug: ignore, verbose: ignore },
    DiagLogLevel.WARN,
  );
}

/**
 * Starts the SDK: spans of incoming requests (probes left out), of outgoing node:http calls and
 * fetch, of PostgreSQL queries made while a span is open, exported with OTLP/HTTP JSON to the
 * endpoint of the standard OTEL_ variables. Throws the configuration's problems, worded as
 * env.ts words its own.
 */
export function startTracing(env: Record<string, string | undefined> = process.env): Tracing {
  const problems = tracingProblems(env);
  if (problems.length)
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: PATCHED_ESM },
  });
  // OTEL_LOG_LEVEL, when set, gives the SDK's own console logger instead.
  if (!env.OTEL_LOG_LEVEL?.trim()) logDiagnostics();

  const sdk = new NodeSDK({
    serviceName: serviceName(env),
    // Traces only: no metrics or logs are sent, whatever OTEL_METRICS_EXPORTER says.
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => isProbe(request.url),
        // No headers are captured (headersToSpanAttributes is left empty); the query and any
        // credential in the path are left out, and outgoing calls name their origin only.
        startIncomingSpanHook: (request) => ({
          'url.path': safeIncomingPath(request.url),
          'url.query': undefined,
        }),
        startOutgoingSpanHook: (options) => ({ 'url.full': originOf(options) }),
      }),
      new UndiciInstrumentation({
        startSpanHook: (request) => ({
          'url.full': originOf(new URL(request.origin)),
          'url.path': undefined,
          'url.query': undefined,
        }),
      }),
      new PgInstrumentation({
        // Parameter values stay out; the statement's text (with $1 placeholders) goes in.
        enhancedDatabaseReporting: false,
        // Queries of a request or of a traced call; the workers' polling would be a trace each.
        requireParentSpan: true,
      }),
    ],
  });
  sdk.start();

  return {
    async shutdown() {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FLUSH_LIMIT_MS);
      });
      await Promise.race([sdk.shutdown().catch(() => {}), limit]);
      clearTimeout(timer);
    },
  };
}
