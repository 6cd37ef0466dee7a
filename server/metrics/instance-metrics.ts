import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process counts as it goes: requests, sign-in failures and locks, and Node's own
 * figures. One registry per process, as Prometheus scrapes a process; what is read from the
 * database at scrape time belongs to the portal instead (portal-metrics.ts).
 */
export const instanceRegistry = new Registry();
collectDefaultMetrics({ register: instanceRegistry });

const labelNames = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern and status.',
  labelNames,
  registers: [instanceRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer starting, by route pattern and status.',
  labelNames,
  // From a cached page to an upload's last part: most answers take milliseconds.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [instanceRegistry],
});

const signInFailures = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Sign-in attempts with a wrong password or code.',
  registers: [instanceRegistry],
});

const signInLocks = new Counter({
  name: 'portal_sign_in_locks_total',
  help: 'Sign-in attempts refused because the account is locked after too many failures.',
  registers: [instanceRegistry],
});

export const countSignInFailure = () => signInFailures.inc();
export const countSignInLock = () => signInLocks.inc();
