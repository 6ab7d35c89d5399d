import { sliceTestConfig } from '@chardham/build/vitest';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(sliceTestConfig('shell'), {
  // The build names the Hindi font's stylesheet (build/hindi-font-plugin.ts); tests get a stand-in.
  plugins: [
    {
      name: 'hindi-stylesheet-stub',
      resolveId: (id: string) => (id === 'virtual:hindi-stylesheet' ? '\0hindi-stylesheet' : null),
      load: (id: string) => (id === '\0hindi-stylesheet' ? "export default '/assets/hindi-test.css';" : null),
    },
  ],
});
