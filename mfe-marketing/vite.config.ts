import { remoteViteConfig } from '@chardham/shared/federation';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ slice: 'marketing', exposes: ['home'], images: true }));
