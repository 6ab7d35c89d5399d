import { sliceTestConfig } from '@chardham/build/vitest';

export default sliceTestConfig('mfe-info', { setupFiles: ['src/i18n/test-setup.ts'] });
