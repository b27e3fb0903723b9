import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const deferred = () => {
  let resolve!: (v: boolean) => void;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('rapid quantity changes coalesce (issue 21)', () => {
  it('ten quick clicks on + send one request with +10', async () => {
    const sent: number[] = [];
    const idle = vi.fn();
    const c = createCoalescer<number>({
      delayMs: 250,
      send: async (_k, q) => {
        sent.push(q);
        return true;
      },
      onIdle: idle,
    });
    for (let i = 1; i <= 10; i++) {
      c.set(1, 2 + i);
      await vi.advanceTimersByTimeAsync(60);
    }
    expect(c.pending(1)).toBe(12);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([12]);
    expect(idle).toHaveBeenCalledWith(1);
    expect(c.pending(1)).toBeUndefined();
  });

  it('clicks while a request is in flight make exactly one more request, with the latest target', async () => {
    const sent: number[] = [];
    const calls = [deferred(), deferred()];
    const c = createCoalescer<number>({
      delayMs: 250,
      send: (_k, q) => {
        sent.push(q);
        return calls[sent.length - 1]!.promise;
      },
    });
    c.set(7, 3);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([3]);
    for (let q = 4; q <= 11; q++) c.set(7, q);
    calls[0]!.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([3]);
    c.set(7, 12);
    await vi.advanceTimersByTimeAsync(200);
    c.set(7, 11);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([3, 11]);
    calls[1]!.resolve(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([3, 11]);
    expect(c.pending(7)).toBeUndefined();
  });

  it('a refused target is dropped (the display rolls back) and keys are independent', async () => {
    const sent: Array<[string, number]> = [];
    const idle = vi.fn();
    const c = createCoalescer<string>({
      delayMs: 100,
      send: async (k, q) => {
        sent.push([k, q]);
        return k !== 'refused';
      },
      onIdle: idle,
    });
    c.set('refused', 50);
    c.set('ok', 2);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([
      ['refused', 50],
      ['ok', 2],
    ]);
    expect(c.pending('refused')).toBeUndefined();
    expect(idle).toHaveBeenCalledTimes(2);
  });
});
