/** REMOTE_ORIGINS read: each an origin, https or http on a loopback host; throws naming a bad one. */
export declare function parseRemoteOrigins(value?: string): string[];
