export declare const prometheusBinary: string | undefined;
export declare const promtoolBinary: string | undefined;
export declare const prometheusDocs: string;
export declare function configWithInterval(interval: string | null): string;
/** One sample of an instant vector: its labels, and [time, value as text]. */
export interface PromSample {
  metric: Record<string, string>;
  value: [number, string];
}
export interface Prometheus {
  url: string;
  /** Evaluates PromQL now: the result vector. */
  query: (expr: string) => Promise<PromSample[]>;
  /** Prometheus' active targets, with their health and labels. */
  targets: () => Promise<{ health: string; labels: Record<string, string>; scrapeUrl: string }[]>;
  stop: () => Promise<void>;
}
export declare function startPrometheus(options: {
  /** Its own folder: the config, the rules, the token, the targets' file and the data. */
  dir: string;
  /** host:port of every server it scrapes. */
  targets: string[];
  /** host:port of each nginx host's metrics address (job chardham-nginx-logs: /metrics/logs). */
  logTargets?: string[];
  /** The servers' METRICS_TOKEN, which the config reads from a file. */
  token: string;
  /** Every scrape and rule interval (1s by default); null: as shipped (15s, the canary's jobs 5s). */
  interval?: string | null;
}): Promise<Prometheus>;
