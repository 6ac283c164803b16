import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './loadWithRetry';

const failing = (times: number) => {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw new Error(`failed ${calls}`);
    return 'module';
  });
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadWithRetry', () => {
  it('loads at once when the first attempt succeeds', async () => {
    const load = failing(0);
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after each failure while online, and loads once the fetch succeeds', async () => {
    vi.useFakeTimers();
    const load = failing(2);
    const loaded = loadWithRetry(load, [100, 200, 400]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error once the delays are spent', async () => {
    vi.useFakeTimers();
    const load = failing(10);
    const loaded = loadWithRetry(load, [100, 100]);
    const outcome = expect(loaded).rejects.toThrow('failed 3');
    await vi.advanceTimersByTimeAsync(200);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits offline for the network to come back, however long, then loads', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = failing(1);
    const loaded = loadWithRetry(load, []);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
