export declare const nginxBinary: string | undefined;
export declare function freePort(): Promise<number>;
export interface Nginx {
  url: string;
  pid: number | undefined;
  /** The JSON access log: one line per request and per included fragment. */
  log: string;
  /** Reads the configuration and the canary's include again (`nginx -s reload`), old workers gone. */
  reload: () => Promise<void>;
  stop: () => Promise<void>;
}
export declare function startNginx(options: {
  prefix: string;
  shellRoot: string;
  liveRoot: string;
  releasesRoot: string;
  /** Every shell release's hashed files (a release root's shell-assets/; default: beside liveRoot). */
  shellAssets?: string;
  /**
   * A release root's shell: nginx serves the shell of the visitor's side's composition
   * (`$chardham_composition/shell`, as docs/nginx/site.conf does), so a canary of the shell reaches
   * its side. `shellRoot` is then only where routes.json is read from.
   */
  shellBySide?: boolean;
  /** This environment's runtime-config.json (default: in shellRoot). */
  runtimeConfig?: string;
  supabaseUrl: string;
  sliceOrigins?: Record<string, string>;
  /** Origins a slice's release may be served from (the pages' CSP allows them). */
  remoteOrigins?: string[];
  /** The authorities a slice origin's certificate must chain to (PEM file; the system bundle by default). */
  trustedCertificates?: string;
  /** A slice origin's budget for connecting, sending and answering (nginx's time syntax; 300ms by default). */
  fragmentTimeout?: string;
  collector?: string;
  /** More of the http block: an nginx host's metrics server (fleet/configs.mjs), say. */
  extra?: string;
  port?: number;
  workers?: number | 'auto';
}): Promise<Nginx>;
