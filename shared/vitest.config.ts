import { sliceTestConfig } from './src/testing/vitest-config';

export default sliceTestConfig('shared');
