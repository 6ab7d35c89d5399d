/**
 * Test setup shared by every package: DOM matchers, MSW with onUnhandledFrame 'error', and a
 * console error or React warning fails the test that caused it.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { fakeMatchMedia } from './match-media';
import { mockServer } from './msw-server';

const isDom = typeof window !== 'undefined';

if (isDom) {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom lacks these; components use them for motion preferences and reveal effects.
  if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

const consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  mockServer.resetHandlers();
  const errors = consoleErrors.splice(0);
  expect(errors, 'console.error was called during the test').toEqual([]);
});

afterAll(() => {
  mockServer.close();
  console.error = originalError;
});
