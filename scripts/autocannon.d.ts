// autocannon ships no types: the part the benchmark scripts use (`autocannon.Request` etc.).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers?: Record<string, string>,
      ) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Milliseconds between samples; a run also ends on a sample (default 1000). */
      sampleInt?: number;
      timeout?: number;
      pipelining?: number;
      /** Requests per connection before the client closes it and opens a new one. */
      reconnectRate?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
