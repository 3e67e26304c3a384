import { parseUrl } from '../integrations/index.ts';
import { isEmail } from '../shared/text.ts';
import { ICON_LINK_KEYS, type CardContent, type IconLinkKey } from './card-schema.ts';
import type { RenderedField } from './fields.ts';
import { passLanguageOf, passWords } from './pass-words.ts';

const SOCIAL_HOSTS: Partial<Record<IconLinkKey, readonly string[]>> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
};

/** Example values shown as placeholders in the icon-link editor. */
export const ICON_LINK_PLACEHOLDERS: Readonly<Record<IconLinkKey, string>> = Object.freeze({
  phone: '+44 20 7946 0958',
  email: 'hello@example.com',
  website: 'https://example.com',
  linkedin: 'https://www.linkedin.com/company/example',
  facebook: 'https://www.facebook.com/example',
  twitter: 'https://x.com/example',
});

export type IconLinkProblem = 'required' | 'phone_invalid' | 'email_invalid' | 'url_invalid' | 'wrong_site';

const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);

/**
 * Checks an icon link for its kind (requirements §3): a phone number, an email address, a website, or a
 * profile on the matching social site. Websites without a scheme get https://.
 */
export const validateIconLink = (
  key: IconLinkKey,
  raw: string,
): { ok: true; value: string } | { ok: false; reason: IconLinkProblem } => {
  const value = raw.trim();
  if (!value) return { ok: false, reason: 'required' };
  if (key === 'phone')
    return /^\+?[0-9 ().-]{5,32}$/.test(value) ? { ok: true, value } : { ok: false, reason: 'phone_invalid' };
  if (key === 'email') return isEmail(value) ? { ok: true, value } : { ok: false, reason: 'email_invalid' };
  const url = withScheme(value);
  const parsed = parseUrl(url);
  if (!parsed || !/^https?$/.test(parsed.scheme) || !parsed.host.includes('.'))
    return { ok: false, reason: 'url_invalid' };
  const hosts = SOCIAL_HOSTS[key];
  if (hosts && !hosts.some((host) => parsed.host === host || parsed.host.endsWith(`.${host}`)))
    return { ok: false, reason: 'wrong_site' };
  return { ok: true, value: url };
};

/** The link a pass opens for an icon (tel:, mailto: or the URL). */
export const iconLinkHref = (key: IconLinkKey, value: string): string =>
  key === 'phone'
    ? `tel:${value.replace(/[^\d+]/g, '')}`
    : key === 'email'
      ? `mailto:${value}`
      : withScheme(value);

/** One entry per kind, inactive, in the requirements' order. */
export const defaultIconLinks = () =>
  ICON_LINK_KEYS.map((key) => ({ key, label: '', value: '', isActive: false }));

/**
 * The card's contact links as fields of the back of its passes, where a tap opens them: each
 * switched-on link whose value is valid for its kind, in the requirements' order, labelled as the
 * owner wrote or else in the card's language ("Phone", "Telefon").
 */
export const contactLinkFields = (
  info: Pick<CardContent['info'], 'socialLinks' | 'language'>,
): RenderedField[] => {
  const labels = passWords(passLanguageOf(info)).links;
  return ICON_LINK_KEYS.flatMap((key) => {
    const link = info.socialLinks.find((l) => l.key === key && l.isActive);
    const checked = link ? validateIconLink(key, link.value) : null;
    if (!link || !checked?.ok) return [];
    return [
      {
        key: `link_${key}`,
        label: link.label.trim() || labels[key],
        value: link.value.trim(),
        href: iconLinkHref(key, checked.value),
      },
    ];
  });
};
