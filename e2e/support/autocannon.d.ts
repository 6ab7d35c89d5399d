/** The part of autocannon's API the fleet's load test uses (the package ships no types). */
declare module 'autocannon' {
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: { p99: number; max: number };
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    requests?: { path?: string; method?: string }[];
  }
  /** Without a callback: a promise of the run's result. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
