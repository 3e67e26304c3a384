import { describe, expect, it } from 'vitest';
import { saveBlocker } from './ready-to-save.ts';

describe('saveBlocker (the creator’s checks before a save)', () => {
  const question = { label: 'Favourite drink', type: 'text' as const, options: [] };
  const card = { name: 'Coffee card', questions: [question], links: [] };
  const place = { name: 'Main street', message: 'Your coffee is waiting' };

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
    expect(saveBlocker({ ...card, questions: [{ ...question, label: '' }] })).toBe('required');
    // A choice question with nothing to choose, a place without a name or a notice.
    expect(saveBlocker({ ...card, questions: [{ ...question, type: 'select' }] })).toBe('required');
    expect(
      saveBlocker({ ...card, questions: [{ ...question, type: 'checkbox', options: ['Tea'] }] }),
    ).toBeNull();
    expect(saveBlocker({ ...card, places: [place] })).toBeNull();
    expect(saveBlocker({ ...card, places: [{ ...place, name: ' ' }] })).toBe('required');
    expect(saveBlocker({ ...card, places: [{ ...place, message: '' }] })).toBe('required');
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
