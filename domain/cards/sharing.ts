import { escapeHtml } from '../shared/text.ts';

/** The public page of a card, where customers get the pass (requirements §1 sharing). */
export const getPassLink = (origin: string, cardId: string): string =>
  `${origin.replace(/\/+$/, '')}/get-pass/${encodeURIComponent(cardId)}`;

/** A place a link can be shared to from the sharing screen (requirements §2.2 other share options). */
export interface ShareTarget {
  readonly key: 'whatsapp' | 'telegram' | 'email' | 'sms' | 'facebook' | 'x';
  readonly url: string;
}

/**
 * Share links for the common messengers and networks, with the message and the link. A message
 * that leads into the link ("…on your phone:") loses its colon where it stands alone, as a subject.
 */
export const shareTargets = (link: string, message: string): readonly ShareTarget[] => {
  const text = encodeURIComponent(`${message} ${link}`.trim());
  const url = encodeURIComponent(link);
  const subject = encodeURIComponent(message.replace(/[\s:：]+$/u, ''));
  return [
    { key: 'whatsapp', url: `https://wa.me/?text=${text}` },
    { key: 'telegram', url: `https://t.me/share/url?url=${url}&text=${encodeURIComponent(message)}` },
    { key: 'email', url: `mailto:?subject=${subject}&body=${text}` },
    { key: 'sms', url: `sms:?&body=${text}` },
    { key: 'facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { key: 'x', url: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(message)}` },
  ];
};

/**
 * A "get our card" button for the business's website: one self-contained link with inline
 * styles (no script, so it works in any site builder), in the card's colours.
 */
export const embedSnippet = (
  link: string,
  label: string,
  colors: { background: string; foreground: string },
): string => {
  const safe = (c: string, fallback: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c) ? c : fallback);
  const style = [
    'display:inline-block',
    'padding:12px 20px',
    'border-radius:10px',
    `background:${safe(colors.background, '#7B61FF')}`,
    `color:${safe(colors.foreground, '#FFFFFF')}`,
    'font:600 16px/1.2 system-ui,sans-serif',
    'text-decoration:none',
  ].join(';');
  return `<a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="${style}">${escapeHtml(label)}</a>`;
};
