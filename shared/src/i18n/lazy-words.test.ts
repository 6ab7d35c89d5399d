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

  it('asked for before they are here, it says so and starts the download', async () => {
    const load = vi.fn(async () => ({ hello: 'नमस्ते' }));
    const words = lazyWords(load);
    expect(() => words.get()).toThrow(/not arrived/);
    expect(load).toHaveBeenCalledTimes(1);
    await words.load();
    expect(words.get().hello).toBe('नमस्ते');
    expect(load).toHaveBeenCalledTimes(1);
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
