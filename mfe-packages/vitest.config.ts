import { sliceTestConfig } from '@chardham/build/vitest';

export default sliceTestConfig('mfe-packages', {
  setupFiles: ['src/i18n/test-setup.ts', 'src/testing/wide-screen.ts'],
});
