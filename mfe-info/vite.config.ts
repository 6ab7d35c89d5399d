import {
  containerNames,
  devRuntimeConfig,
  exposesOf,
  federationConfig,
  leanBundles,
  sliceHtml,
} from '@chardham/shared/federation';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const exposedModules = [
  'become-partner',
  'customer-support',
  'privacy-policy',
  'terms-conditions',
] as const;

export default defineConfig({
  // Relative base: the build's assets resolve against wherever remoteEntry.js is deployed.
  base: './',
  plugins: [
    react(),
    leanBundles(),
    devRuntimeConfig(),
    federation(federationConfig({ name: containerNames.info, exposes: exposesOf(exposedModules) })),
    // The slice's routes as HTML, from the same components (dist/html/).
    sliceHtml({ plugins: () => [react()] }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5174, strictPort: true, origin: 'http://localhost:5174' },
  preview: { port: 6174, strictPort: true },
});
