import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(2, { error: 'tooShort' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates with the schema it loads, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolve = lazyZodResolver(load);
    const bad = await resolve({ name: 'a' }, undefined, options);
    expect(bad.errors.name?.message).toBe('tooShort');
    const good = await resolve({ name: 'Ada' }, undefined, options);
    expect(good).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolve = lazyZodResolver<{ name: string }>(load);
    await expect(resolve({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolve({ name: 'Ada' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
