export declare const mtailBinary: string | undefined;
export declare const mtailPrograms: string;
export interface Mtail {
  /** host:port of its /metrics. */
  host: string;
  metrics: () => Promise<string>;
  stop: () => Promise<void>;
}
/** mtail running docs/mtail/ on an nginx host's JSON access log. */
export declare function startMtail(options: { log: string; port?: number }): Promise<Mtail>;
