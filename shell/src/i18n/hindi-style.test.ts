import { describeHindiStyle } from '@chardham/shared/testing/hindi-style';
import { hi } from './hi';

/** The shell's source, tests left out: Hindi written anywhere in it, not only in its messages. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describeHindiStyle('the shell', hi, sources);
