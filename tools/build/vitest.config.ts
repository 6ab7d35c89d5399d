import { sliceTestConfig } from './src/vitest-config';

export default sliceTestConfig('build');
