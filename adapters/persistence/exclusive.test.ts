import { describe, expect, it } from 'vitest';
import { inProcessExclusive } from './exclusive.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inProcessExclusive', () => {
  it('runs the calls of one key one after another, and other keys alongside', async () => {
    const exclusive = inProcessExclusive();
    const events: string[] = [];
    const job = (key: string, name: string) =>
      exclusive(key, async () => {
        events.push(`${name} start`);
        await tick();
        events.push(`${name} end`);
        return name;
      });
    const results = await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1')]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'));
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('lets the next call of a key run after one that failed, and passes the failure on', async () => {
    const exclusive = inProcessExclusive();
    const failed = exclusive('a', async () => {
      throw new Error('boom');
    });
    const next = exclusive('a', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
