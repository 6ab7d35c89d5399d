// The platform's commands as the tools start them (the files `npm run serve` and `pnpm releases`
// run): resolved through @chardham/platform's exports, so a move inside it changes nothing here.
// Call after the bootstrap: the package is linked by the install.
import { fileURLToPath } from 'node:url';

/** The path of the platform's command `name`: `serve` or `releases`. */
export const platformCommand = (name) => fileURLToPath(import.meta.resolve(`@chardham/platform/cli/${name}`));
