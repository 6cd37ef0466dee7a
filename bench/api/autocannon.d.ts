// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Seconds. */
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      p99: number;
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      latency: Histogram;
      requests: Histogram;
    }
  }
  /** A run under way: it tells of each answer as it comes. */
  interface Instance {
    on(event: 'response', listener: () => void): Instance;
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): Instance;
  export default autocannon;
}
