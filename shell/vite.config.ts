import { packages } from '@chardham/shared/content/packages';
import { buildInfoFor, devRuntimeConfig, federationConfig, leanBundles } from '@chardham/shared/federation';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRemotePlugin } from './src/config/early-remote-plugin';
import { routesManifest } from './src/config/routes-manifest-plugin';
import { seoFiles } from './src/config/seo-files-plugin';

export default defineConfig({
  plugins: [
    react(),
    leanBundles(),
    devRuntimeConfig(),
    federation(federationConfig({ name: 'shell', host: true })),
    earlyRemotePlugin(),
    // The catalogue's ids let the server answer /package/<unknown id> with a real 404.
    routesManifest(() => ({ packageIds: packages.map((p) => p.id) })),
    seoFiles(),
  ],
  // The versions this shell was built with, compared with each remote's (version skew check). Not
  // the build id: it would change the shell's hashed files on every build.
  define: { __SHELL_SHARED_VERSIONS__: JSON.stringify(buildInfoFor('shell').shared) },
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5170, strictPort: true },
  preview: { port: 4170 },
});
