import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ slice: 'enquiry', exposes: ['enquiry-form', 'custom-request'], runtimeConfig: true }),
);
