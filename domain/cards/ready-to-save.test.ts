import { describe, expect, it } from 'vitest';
import { saveBlocker } from './ready-to-save.ts';

describe('saveBlocker (the creator’s checks before a save)', () => {
  const card = { name: 'Coffee card', questions: [{ label: 'Favourite drink' }], links: [] };

  it('lets a named card with worded questions and good links be saved', () => {
    expect(saveBlocker(card)).toBeNull();
    expect(
      saveBlocker({ ...card, links: [{ key: 'website', value: 'https://cafe.example', isActive: true }] }),
    ).toBeNull();
    // A link switched off is not checked.
    expect(
      saveBlocker({ ...card, links: [{ key: 'website', value: 'nonsense', isActive: false }] }),
    ).toBeNull();
  });

  it('asks for the required fields first, then for good links', () => {
    expect(saveBlocker({ ...card, name: '  ' })).toBe('required');
    expect(saveBlocker({ ...card, questions: [{ label: '' }] })).toBe('required');
    expect(saveBlocker({ ...card, reward: ' ' })).toBe('required');
    expect(saveBlocker({ ...card, reward: 'Free coffee' })).toBeNull();
    expect(saveBlocker({ ...card, reward: null })).toBeNull();
    expect(saveBlocker({ ...card, links: [{ key: 'website', value: 'not a link', isActive: true }] })).toBe(
      'links',
    );
    expect(
      saveBlocker({ ...card, name: '', links: [{ key: 'website', value: 'not a link', isActive: true }] }),
    ).toBe('required');
  });
});
