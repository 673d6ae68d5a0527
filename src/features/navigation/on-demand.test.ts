import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('downloads once, however many times it is asked', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = onDemand(load);
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download, and keeps the one that worked', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('503')).mockResolvedValue('module');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('503');
    expect(await get()).toBe('module');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
