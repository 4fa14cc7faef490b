import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWaitingForNetwork, loadWhenOnline, subscribeToConnection } from './load-when-online';

let online = true;
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/snap-tab.js');

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadWhenOnline', () => {
  it('waits offline for the connection, says so, and loads once it is back', async () => {
    vi.useFakeTimers();
    online = false;
    const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('the tab');
    const heard = vi.fn();
    const unsubscribe = subscribeToConnection(heard);

    const loaded = loadWhenOnline(load);
    await vi.waitFor(() => expect(isWaitingForNetwork()).toBe(true));
    let settled = false;
    void loaded.then(() => (settled = true));
    // ten seconds offline pass without another try
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);

    goOnline();
    await expect(loaded).resolves.toBe('the tab');
    expect(load).toHaveBeenCalledTimes(2);
    expect(isWaitingForNetwork()).toBe(false);
    expect(heard).toHaveBeenCalled();
    unsubscribe();
  });

  it('throws at once an error that is not the network', async () => {
    const load = vi.fn().mockRejectedValue(new Error('Cannot read properties of undefined'));
    await expect(loadWhenOnline(load)).rejects.toThrow('Cannot read properties');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up after three tries while the browser says it is online (a chunk a newer build removed)', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(chunkFailure());
    const loaded = loadWhenOnline(load);
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
