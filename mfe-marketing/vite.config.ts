import {
  containerNames,
  exposesOf,
  federationConfig,
  leanBundles,
  sliceHtml,
} from '@chardham/shared/federation';
import { responsiveImages } from '@chardham/shared/images';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const exposedModules = ['home'] as const;

export default defineConfig({
  // Relative base: the build's assets resolve against wherever remoteEntry.js is deployed.
  base: './',
  plugins: [
    react(),
    leanBundles(),
    responsiveImages(),
    federation(federationConfig({ name: containerNames.marketing, exposes: exposesOf(exposedModules) })),
    // The slice's routes as HTML, from the same components (dist/html/).
    sliceHtml({ plugins: () => [react(), responsiveImages()] }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5171, strictPort: true, origin: 'http://localhost:5171' },
  preview: { port: 6171, strictPort: true },
});
