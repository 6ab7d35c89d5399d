import { describe, expect, it } from 'vitest';
import { parseArguments } from './dev.mjs';

describe('pnpm dev <slice> [--from <url>]', () => {
  it('takes a slice by its package name or its own, or the shell', () => {
    expect(parseArguments(['mfe-info'])).toEqual({ under: 'info', from: undefined });
    expect(parseArguments(['packages'])).toEqual({ under: 'packages', from: undefined });
    expect(parseArguments(['shell'])).toEqual({ under: 'shell', from: undefined });
  });

  it('takes a deployment by its origin, in either form', () => {
    expect(parseArguments(['mfe-info', '--from', 'http://127.0.0.1:8080/become-partner'])).toEqual({
      under: 'info',
      from: 'http://127.0.0.1:8080',
    });
    expect(parseArguments(['--from=https://yatra.example.com', 'mfe-enquiry']).from).toBe(
      'https://yatra.example.com',
    );
  });

  it('says what is wrong with what it was given', () => {
    expect(parseArguments([])).toEqual({ problem: 'Which slice?' });
    expect(parseArguments(['mfe-blog'])).toEqual({ problem: 'Which slice?' });
    expect(parseArguments(['mfe-info', '--from', 'localhost'])).toEqual({
      problem: '--from must be a URL: localhost',
    });
  });
});
