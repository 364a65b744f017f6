import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_WAIT_MS, untilLoaded } from '../../src/app/afterLoad';

/**
 * src/app/afterLoad.ts `untilLoaded`: the code fetched after load is fetched again until it comes,
 * after a wait that doubles, or at once when the browser is back online.
 */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve('the code');
  });
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the code fetched after load, when a fetch fails', () => {
  it('is fetched again after 2 s, then 4 s, until it comes', async () => {
    vi.useFakeTimers();
    const load = flakyLoad(2);
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS.first - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);

    // the second wait is twice the first
    await vi.advanceTimersByTimeAsync(2 * RETRY_WAIT_MS.first - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(loaded).resolves.toBe('the code');
  });

  it('waits at most a minute between fetches', async () => {
    vi.useFakeTimers();
    const load = flakyLoad(10);
    void untilLoaded(load);
    // 2 + 4 + 8 + 16 + 32 s, then a minute each
    await vi.advanceTimersByTimeAsync(62_000);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS.longest - 1);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(7);
  });

  it('is fetched again at once when the browser is back online, and only once for it', async () => {
    vi.useFakeTimers();
    const load = flakyLoad(1);
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loaded).resolves.toBe('the code');
    // the wait it cut short does not fetch again
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS.first);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not miss the browser coming back online while a fetch is under way', async () => {
    vi.useFakeTimers();
    let fail: (reason: Error) => void = () => {};
    let calls = 0;
    const load = vi.fn(() => {
      calls += 1;
      return calls === 1
        ? new Promise<string>((_, reject) => {
            fail = reject;
          })
        : Promise.resolve('the code');
    });
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    // back online while the first fetch is still out; it then fails, as it was sent offline
    window.dispatchEvent(new Event('online'));
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loaded).resolves.toBe('the code');
  });
});
