import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVELS, pointsToNextLevel, resolveLevel } from './levels.ts';

describe('resolveLevel (requirements §4)', () => {
  it('uses Bronze 0, Silver 100, Gold 300 by default', () => {
    expect(resolveLevel(0)).toEqual({ current: DEFAULT_LEVELS[0], next: DEFAULT_LEVELS[1] });
    expect(resolveLevel(99).current.name).toBe('Bronze');
    expect(resolveLevel(100)).toMatchObject({ current: { name: 'Silver' }, next: { name: 'Gold' } });
    expect(resolveLevel(1000)).toMatchObject({ current: { name: 'Gold' }, next: null });
  });
  it('falls back to the lowest level when none qualifies, whatever the order', () => {
    const levels = [
      { name: 'VIP', pointsRequired: 500, benefits: '' },
      { name: 'Member', pointsRequired: 50, benefits: '' },
    ];
    expect(resolveLevel(10, levels)).toMatchObject({ current: { name: 'Member' }, next: { name: 'VIP' } });
    expect(resolveLevel(10, [])).toMatchObject({ current: { name: 'Bronze' } });
  });
  it('counts the points to the next level', () => {
    expect(pointsToNextLevel(40)).toBe(60);
    expect(pointsToNextLevel(400)).toBe(0);
  });
});
