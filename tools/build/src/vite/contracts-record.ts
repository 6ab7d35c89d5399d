import type { Plugin } from 'vite';
// Imported with the config: the config's module runner, which imports TypeScript files, is closed
// before the build's hooks run.
import { describeContracts } from '../contracts/describe-contracts';

/** The file a build writes next to its mf-manifest.json (a remote) or routes.json (the shell). */
export const CONTRACTS_FILE = 'contracts.json';

/**
 * Records the contracts a build was compiled against in its output, for `releases.mjs verify`
 * (decision 093): a remote the props each module it `exposes` takes (the slots its pages use are
 * props too, components with props of their own); the shell the props it `passes` to each module it
 * loads, the slots it provides among them. Each is `<slice>/<module>`, a key of ModuleContracts.
 */
export function contractsRecord(
  options: { exposes: readonly string[] } | { passes: readonly string[] },
): Plugin {
  return {
    name: 'chardham:contracts-record',
    apply: 'build',
    generateBundle() {
      const [side, keys] = 'exposes' in options ? ['exposes', options.exposes] : ['passes', options.passes];
      this.emitFile({
        type: 'asset',
        fileName: CONTRACTS_FILE,
        source: `${JSON.stringify({ [side]: describeContracts(keys) }, null, 2)}\n`,
      });
    },
  };
}
