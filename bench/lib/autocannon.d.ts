// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  namespace autocannon {
    interface Instance {
      on(
        event: 'response',
        listener: (
          client: unknown,
          statusCode: number,
          resBytes: number,
          responseTime: number,
        ) => void,
      ): void;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (err: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}
