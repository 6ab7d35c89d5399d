/** The Node every process of the project runs on (decision 109). */
export declare const NODE_VERSION: string;
/** The repository's root folder. */
export declare const root: string;
