import { federationConfig } from '@chardham/shared/federation';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routesManifest } from './src/config/routes-manifest-plugin';

export default defineConfig({
  plugins: [react(), federation(federationConfig({ name: 'shell', host: true })), routesManifest()],
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5170, strictPort: true },
  preview: { port: 4170 },
});
