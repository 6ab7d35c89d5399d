// The one vitest project config (tools/build), by path: shared cannot depend on the build package,
// which depends on shared.
import { sliceTestConfig } from '../tools/build/src/vitest-config';

export default sliceTestConfig('shared');
