import { describe, expect, it } from 'vitest';
import {
  classifyMessageError,
  clampMessage,
  insertEmoji,
  messageCounter,
  MESSAGE_RULES,
  validateMessage,
} from './message.ts';

describe('message text (requirements §5, §9)', () => {
  it('is trimmed, not empty and at most 178 visible characters', () => {
    expect(validateMessage('  Hi there ')).toEqual({ ok: true, value: 'Hi there' });
    expect(validateMessage('   ')).toEqual({ ok: false, reason: 'empty' });
    for (const invisible of [
      '\u200b',
      ' \u200d\u200e ',
      '\u2060\u00a0',
      '\u202e',
      '\u3164',
      '\u2800\u115f',
      '\u034f\ufe0f',
      '\u0001',
    ])
      expect(validateMessage(invisible), JSON.stringify(invisible)).toEqual({ ok: false, reason: 'empty' });
    // A joiner inside an emoji is part of something visible.
    expect(validateMessage('👩\u200d💻').ok).toBe(true);
    expect(validateMessage('a'.repeat(178))).toMatchObject({ ok: true });
    expect(validateMessage('a'.repeat(179))).toEqual({ ok: false, reason: 'too_long' });
    expect(validateMessage('👨‍👩‍👧'.repeat(178))).toMatchObject({ ok: true });
  });
  it('never cuts an emoji in half and never adds one beyond the cap', () => {
    const full = `${'a'.repeat(177)}🇵🇱`;
    expect(clampMessage(`${full}🇵🇱`)).toBe(full);
    expect(insertEmoji('a'.repeat(178), '😀')).toBe('a'.repeat(178));
    expect(insertEmoji('a'.repeat(177), '😀')).toBe(`${'a'.repeat(177)}😀`);
    expect(messageCounter('👍🏽👍🏽')).toEqual({ used: 2, max: 178, remaining: 176 });
    expect(MESSAGE_RULES.invitationMaxLength).toBe(500);
  });
  it('classifies send failures (requirements §8 Message)', () => {
    expect(classifyMessageError('You have reached your message limit')).toEqual({ kind: 'upgrade' });
    expect(classifyMessageError('No active subscription found')).toEqual({ kind: 'upgrade' });
    expect(classifyMessageError('Your subscription is past due')).toEqual({ kind: 'warning' });
    expect(classifyMessageError('Monthly limit reached')).toEqual({ kind: 'warning' });
    expect(classifyMessageError('Card not found')).toEqual({ kind: 'error', message: 'Card not found' });
    expect(classifyMessageError(undefined)).toEqual({ kind: 'error', message: 'Failed to Sent Message' });
  });
});
