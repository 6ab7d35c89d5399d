// The shared libraries whose major a remote's build must share with the shell's: the shell refuses
// a remote built against others (shell/src/features/remotes/version-skew.ts), and the release tools
// refuse to install or switch to one (platform/src/releases/contracts.mjs). Plain JavaScript: the server
// runs without a TypeScript build.

export const skewCheckedPackages = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
]);
