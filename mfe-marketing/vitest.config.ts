import { sliceTestConfig } from '@chardham/shared/testing/vitest';

export default sliceTestConfig('mfe-marketing');
