// The OTEL_ settings the portal reads itself (docs/decisions/0047-observability.md). Nothing here
// imports OpenTelemetry: server/index.ts asks this before it loads the SDK, and only if it must.

type Source = Record<string, string | undefined>;

const given = (env: Source, name: string) => env[name]?.trim() || undefined;

/**
 * Whether traces are to be sent: an OTLP endpoint is set, and neither the SDK nor the trace
 * exporter is switched off with the standard variables.
 */
export function tracingRequested(env: Source = process.env): boolean {
  const endpoint =
    given(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') ?? given(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  if (!endpoint) return false;
  if (given(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return false;
  return given(env, 'OTEL_TRACES_EXPORTER')?.toLowerCase() !== 'none';
}

/** The name traces are sent under. */
export const serviceName = (env: Source = process.env) =>
  given(env, 'OTEL_SERVICE_NAME') ?? 'invention-portal';

const httpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * What is wrong with the settings, one line each, worded as env.ts words its own: the endpoints
 * must be URLs, and the protocol, when given, the one this exporter speaks (OTLP over HTTP with
 * JSON bodies).
 */
export function tracingProblems(env: Source = process.env): string[] {
  const problems: string[] = [];
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) {
    const value = given(env, name);
    if (value && !httpUrl(value))
      problems.push(`${name}: must be a URL starting with http:// or https://`);
  }
  for (const name of ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']) {
    const value = given(env, name);
    if (value && value !== 'http/json')
      problems.push(`${name}: must be 'http/json' (the portal sends traces as OTLP/HTTP JSON)`);
  }
  const exporter = given(env, 'OTEL_TRACES_EXPORTER')?.toLowerCase();
  if (exporter && exporter !== 'otlp' && exporter !== 'none')
    problems.push("OTEL_TRACES_EXPORTER: must be 'otlp' or 'none'");
  return problems;
}
