// One load run with autocannon, reduced to what the bench prints.
import autocannon from 'autocannon';

export interface Load {
  connections: number;
  /** Seconds, unless `amount` bounds the run instead. */
  duration: number;
  amount?: number;
}

export interface Measured {
  /** Successful answers per second. */
  requestsPerSecond: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts: a measurement to distrust. */
  failed: number;
  /** The server's CPU time per answer, in ms: what a request costs it, however busy the machine. */
  cpuMs: number;
}

export type Requests = NonNullable<autocannon.Options['requests']>;

/**
 * Loads `url` with the request sequence, counting only 2xx answers as done. `cpuSeconds` reads
 * the server process's CPU time so far.
 */
export async function measure(
  url: string,
  requests: Requests,
  load: Load,
  cpuSeconds: () => Promise<number>,
): Promise<Measured> {
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: load.connections,
        duration: load.duration,
        amount: load.amount,
        requests,
        // A slow answer on a busy machine is measured, not dropped.
        timeout: 30,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', () => (lastAnswer = performance.now()));
  });
  const cpu = (await cpuSeconds()) - cpuBefore;
  return {
    // A run of a set number of requests ends at its last answer: the load generator's own
    // duration is only counted in whole seconds then.
    requestsPerSecond:
      result['2xx'] / (load.amount ? (lastAnswer - started) / 1000 : result.duration),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMs: (cpu * 1000) / Math.max(result['2xx'], 1),
  };
}
