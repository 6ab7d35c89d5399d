import { sliceTestConfig } from '@chardham/build/vitest';

// Each folder's tests beside its code, on Node, with MSW and "a console error fails the test".
export default sliceTestConfig('platform', { environment: 'node' });
