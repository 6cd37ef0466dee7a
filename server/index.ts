// The process's entry (`node dist/server/index.js`). With an OTLP endpoint set, tracing starts
// first, before the rest of the server is imported: the instrumentations patch node:http and
// pg as they load. Without one, nothing of OpenTelemetry is imported
// (docs/decisions/0047-observability.md).
import { tracingRequested } from './telemetry/settings';

async function startTracing() {
  try {
    return (await import('./telemetry/tracing')).startTracing();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const tracing = tracingRequested() ? await startTracing() : undefined;
const { runPortal } = await import('./main');
await runPortal({ afterStop: tracing?.shutdown });
