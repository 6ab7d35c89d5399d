import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ slice: 'marketing', exposes: ['home'], images: true }));
