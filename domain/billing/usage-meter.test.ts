import { describe, expect, it } from 'vitest';
import { usageOf } from '../../test/fakes/billing-client-fakes.ts';
import { usageBeyond, usageMeter } from './usage-meter.ts';

const entry = usageOf;

describe('usageMeter', () => {
  it('reads an unlimited feature as its use alone', () => {
    expect(usageMeter(entry(7, null))).toEqual({ kind: 'unlimited', used: 7 });
  });

  it('reads a feature the plan lacks, and one with limit 0 and no use, as not included', () => {
    expect(usageMeter(undefined)).toEqual({ kind: 'notIncluded' });
    expect(usageMeter(entry(0, 0))).toEqual({ kind: 'notIncluded' });
  });

  it('counts use within, at and over the limit', () => {
    expect(usageMeter(entry(2, 5))).toEqual({
      kind: 'counted',
      used: 2,
      limit: 5,
      percent: 40,
      standing: 'within',
    });
    expect(usageMeter(entry(5, 5))).toMatchObject({ percent: 100, standing: 'atLimit' });
    expect(usageMeter(entry(9, 5))).toMatchObject({ used: 9, limit: 5, percent: 100, standing: 'overLimit' });
  });

  it('shows use of a feature no longer in the plan as over a zero limit, without a share', () => {
    expect(usageMeter(entry(3, 0))).toEqual({
      kind: 'counted',
      used: 3,
      limit: 0,
      percent: null,
      standing: 'overLimit',
    });
  });
});

describe('usageBeyond', () => {
  const usage = { blueprint: { used: 3 }, scanners: { used: 2 }, custom_segments: { used: 0 } };
  it('names each stated limit the current use is above, not those it meets or the plan leaves out', () => {
    const starter = {
      features: [
        { name: 'blueprint', limit: 1 },
        { name: 'scanners', limit: 2 },
        { name: 'custom_segments', limit: 0 },
      ],
    };
    expect(usageBeyond(starter, usage)).toEqual([{ name: 'blueprint', used: 3, limit: 1 }]);
    expect(usageBeyond({ features: [{ name: 'scanners', limit: 1 }] }, usage)).toEqual([
      { name: 'scanners', used: 2, limit: 1 },
    ]);
    expect(usageBeyond({ features: [{ name: 'blueprint', limit: null }] }, usage)).toEqual([]);
    expect(usageBeyond(starter, undefined)).toEqual([]);
  });
});
