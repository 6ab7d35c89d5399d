/** The link that makes a browser try `value` (`packages=<entry>`) on `site`, signed with `secret`. */
export declare function candidateLink(site: string, value: string, secret: string, path?: string): string;
/** The candidate cookie's value: the override and its signature. */
export declare function signedCandidate(value: string, secret: string): string;
