/** The path of the platform's command `name` (`serve` or `releases`), through its package exports. */
export declare function platformCommand(name: 'serve' | 'releases'): string;
