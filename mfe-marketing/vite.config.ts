import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';
import { homeShareCards } from './src/share/cards';

export default defineConfig(
  remoteViteConfig({ slice: 'marketing', exposes: ['home'], images: true, shareCards: homeShareCards }),
);
