import { describeHindiStyle } from '@chardham/shared/testing/hindi-style';
import * as hindi from './hindi';

/** The slice's source, tests left out: Hindi written anywhere in it, not only in its messages. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describeHindiStyle('the info slice', hindi, sources);
