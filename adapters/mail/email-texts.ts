import { siteLanguageOf, type SiteLanguage } from '#domain/shared/index.ts';
import de from '../../locales/de/email.json' with { type: 'json' };
import en from '../../locales/en/email.json' with { type: 'json' };
import es from '../../locales/es/email.json' with { type: 'json' };
import nl from '../../locales/nl/email.json' with { type: 'json' };
import pl from '../../locales/pl/email.json' with { type: 'json' };
import pt from '../../locales/pt/email.json' with { type: 'json' };
import uk from '../../locales/uk/email.json' with { type: 'json' };

export type EmailTexts = typeof en;

// Typed as English's shape, so a locale missing a key fails the type check, not a mail.
const TEXTS: Record<SiteLanguage, EmailTexts> = { en, de, es, pt, nl, pl, uk };

/**
 * The texts for a language and the language they are really in. Account mails carry whatever
 * language the browser asked for ("de-AT", or one we do not translate), so it is reduced to its
 * primary tag and falls back to English.
 */
export const emailTexts = (language: string): { language: SiteLanguage; texts: EmailTexts } => {
  const found = siteLanguageOf(language);
  return { language: found, texts: TEXTS[found] };
};

/** "15 minutes", "24 godziny": ICU knows each language's plural forms, the templates need not. */
export const duration = (language: SiteLanguage, amount: number, unit: 'minute' | 'hour' | 'day') =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
