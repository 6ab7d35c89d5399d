import { remoteViteConfig } from '@chardham/shared/federation';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ slice: 'enquiry', exposes: ['enquiry-form', 'custom-request'], runtimeConfig: true }),
);
