import { sliceTestConfig } from '@chardham/build/vitest';

export default sliceTestConfig('shell');
