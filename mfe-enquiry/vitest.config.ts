import { sliceTestConfig } from '@chardham/build/vitest';

export default sliceTestConfig('mfe-enquiry', { setupFiles: ['src/i18n/test-setup.ts'] });
