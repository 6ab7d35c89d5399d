import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({
    slice: 'info',
    exposes: ['become-partner', 'customer-support', 'privacy-policy', 'terms-conditions'],
    runtimeConfig: true,
  }),
);
