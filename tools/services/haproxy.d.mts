export declare const haproxyBinary: string | undefined;
export interface Haproxy {
  url: string;
  /** Everything HAProxy wrote: its start, its checks, one line per request. */
  log: () => string;
  stop: () => Promise<void>;
}
/** HAProxy as `pnpm fleet-config` configures it, in front of these servers (host:port). */
export declare function startHaproxy(options: { servers: string[] }): Promise<Haproxy>;
