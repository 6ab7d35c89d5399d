import { remoteViteConfig } from '@chardham/build';
import { defineConfig } from 'vite';
import { packageShareCards } from './src/share/cards';

export default defineConfig(
  remoteViteConfig({
    slice: 'packages',
    exposes: ['package-list', 'package-detail'],
    images: true,
    shareCards: packageShareCards,
  }),
);
