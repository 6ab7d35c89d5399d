export declare const haproxyBinary: string | undefined;
export declare const haproxyConfig: string;
export interface Haproxy {
  url: string;
  /** Everything HAProxy wrote: its start, its checks, one line per request. */
  log: () => string;
  stop: () => Promise<void>;
}
/** docs/haproxy/haproxy.cfg in front of three servers (host:port). */
export declare function startHaproxy(options: { servers: string[] }): Promise<Haproxy>;
