/** A server of the fleet file (docs/fleet/fleet.json). */
export interface FleetServer {
  name: string;
  kind?: 'reference' | 'nginx';
  /** host:port the balancer sends requests to. */
  address: string;
  /** An nginx host's: host:port Prometheus scrapes its counts on. */
  metrics?: string;
}
export interface Fleet {
  balancer: { bind: string; address?: string };
  publisher?: { source: string; listen: string; certificate?: string; key?: string; prometheus: string };
  servers: FleetServer[];
  install?: Partial<Record<'checkout' | 'node' | 'root' | 'etc' | 'user' | 'mtail' | 'nginx', string>>;
}
export declare const NGINX_HOST_PORTS: { collector: number; mtail: number };
export declare function parseFleet(fleet: unknown): Fleet;
/** HAProxy in front of every server, each checked on /readyz. */
export declare function haproxyConfig(fleet: Pick<Fleet, 'balancer' | 'servers'>): string;
/** An nginx host's metrics server: /metrics and /metrics/logs behind the token. */
export declare function nginxMetrics(
  server: Pick<FleetServer, 'name' | 'metrics'>,
  token: string,
  ports?: { collector: number | null; mtail: number },
): string;
/** Writes every file of the fleet into `folder`; returns their paths, relative to it. */
export declare function writeFleetConfigs(
  fleetFile: string,
  folder: string,
  options?: { routes?: { patterns: string[] } },
): string[];
