import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWords } from './lazy-words';

describe('lazyWords', () => {
  it('downloads once, however often it is asked', async () => {
    const load = vi.fn(async () => ({ hello: 'नमस्ते' }));
    const words = lazyWords(load);
    await Promise.all([words.load(), words.load()]);
    expect(words.get().hello).toBe('नमस्ते');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page that reads the words before they are here waits for them, then shows them', async () => {
    let arrive: (words: { hello: string }) => void = () => {};
    const words = lazyWords(() => new Promise<{ hello: string }>((resolve) => (arrive = resolve)));
    const Greeting = () => <p>{words.get().hello}</p>;
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => arrive({ hello: 'नमस्ते' }));
    expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
  });

  it('a failed download is tried again', async () => {
    const load = vi
      .fn<() => Promise<{ hello: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ hello: 'नमस्ते' });
    const words = lazyWords(load);
    await expect(words.load()).rejects.toThrow('offline');
    await expect(words.load()).resolves.toEqual({ hello: 'नमस्ते' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
