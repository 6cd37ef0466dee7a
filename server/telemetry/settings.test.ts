import { describe, expect, it } from 'vitest';
import { serviceName, tracingProblems, tracingRequested } from './settings';

describe('the OTEL_ settings', () => {
  it('asks for traces only with an endpoint, unless switched off', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(
      tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
    ).toBe(true);
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingRequested({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingRequested({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingRequested({ ...endpoint, OTEL_SDK_DISABLED: 'false' })).toBe(true);
  });

  it('names the service invention-portal unless told otherwise', () => {
    expect(serviceName({})).toBe('invention-portal');
    expect(serviceName({ OTEL_SERVICE_NAME: ' portal-eu ' })).toBe('portal-eu');
  });

  it('refuses what the exporter cannot do, naming each variable', () => {
    expect(
      tracingProblems({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_TRACES_EXPORTER: 'otlp',
      }),
    ).toEqual([]);
    expect(
      tracingProblems({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
        OTEL_TRACES_EXPORTER: 'zipkin',
      }),
    ).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL starting with http:// or https://',
      "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: must be 'http/json' (the portal sends traces as OTLP/HTTP JSON)",
      "OTEL_TRACES_EXPORTER: must be 'otlp' or 'none'",
    ]);
  });
});
