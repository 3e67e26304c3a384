import { describe, expect, it } from 'vitest';
import { createJobHandlerRegistry } from './wiring-context.ts';

describe('the job handler registry', () => {
  it('collects each slice’s handlers and refuses a job type handled twice', async () => {
    const registry = createJobHandlerRegistry();
    const seen: unknown[] = [];
    registry.add({ 'mail.send': async (payload) => void seen.push(payload) });
    registry.add({ 'wallet.push': async () => undefined });
    await registry.handlers['mail.send']!({ to: 'a@example.com' });
    expect(seen).toEqual([{ to: 'a@example.com' }]);
    expect(Object.keys(registry.handlers)).toEqual(['mail.send', 'wallet.push']);
    expect(() => registry.add({ 'mail.send': async () => undefined })).toThrow(
      'Job type mail.send has two handlers',
    );
  });
});
