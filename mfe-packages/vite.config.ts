import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ slice: 'packages', exposes: ['package-list', 'package-detail'], images: true }),
);
