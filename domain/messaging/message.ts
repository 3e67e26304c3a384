import { graphemes, hasVisibleText, truncateVisible, visibleLength } from '../shared/text.ts';

/** requirements §9 message limits. */
export const MESSAGE_RULES = Object.freeze({
  maxLength: 178,
  invitationMaxLength: 500,
  closeAfterSuccessMs: 300,
});

export type MessageProblem = 'empty' | 'too_long';

/** requirements §5: trimmed, not empty (nor only invisible characters), at most 178 characters as the user sees them. */
export const validateMessage = (
  text: string,
  max: number = MESSAGE_RULES.maxLength,
): { ok: true; value: string } | { ok: false; reason: MessageProblem } => {
  const value = text.trim();
  if (!hasVisibleText(value)) return { ok: false, reason: 'empty' };
  return visibleLength(value) > max ? { ok: false, reason: 'too_long' } : { ok: true, value };
};

/** What the textarea keeps when the user types or pastes: at most 178 characters, no half emoji. */
export const clampMessage = (text: string, max: number = MESSAGE_RULES.maxLength): string =>
  truncateVisible(text, max);

/** Inserts an emoji at the cursor only if it fits under the cap (requirements §5: never added beyond it). */
export const insertEmoji = (text: string, emoji: string, max: number = MESSAGE_RULES.maxLength): string =>
  visibleLength(text) + graphemes(emoji).length > max ? text : text + emoji;

/** The counter shown under the textarea. */
export const messageCounter = (
  text: string,
  max: number = MESSAGE_RULES.maxLength,
): { used: number; max: number; remaining: number } => {
  const used = visibleLength(text);
  return { used, max, remaining: Math.max(0, max - used) };
};

/** How the send-message modal reacts to a failure (requirements §8 Message). */
export type MessageErrorKind =
  | { kind: 'upgrade' }
  | { kind: 'warning' }
  /** `code`, when known, names the failure for a translation; `message` is the server's text or the spec's. */
  | { kind: 'error'; message: string; code?: string };

/**
 * requirements §8: "You have reached" or "No active subscription" opens the upgrade modal;
 * "subscription" or "limit" suggests continuing without a message; otherwise the server's
 * message or "Failed to Sent Message" (spelled so).
 */
export const classifyMessageError = (serverMessage: string | null | undefined): MessageErrorKind => {
  const text = serverMessage ?? '';
  if (text.includes('You have reached') || text.includes('No active subscription'))
    return { kind: 'upgrade' };
  if (/subscription|limit/i.test(text)) return { kind: 'warning' };
  return { kind: 'error', message: text.trim() || 'Failed to Sent Message' };
};
