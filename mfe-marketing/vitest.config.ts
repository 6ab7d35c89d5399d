import { sliceTestConfig } from '@chardham/build/vitest';

export default sliceTestConfig('mfe-marketing', { setupFiles: ['src/i18n/test-setup.ts'] });
