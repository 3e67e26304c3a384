import type { SiteLanguage } from '#domain/shared/index.ts';
import de from '../../locales/de/print.json' with { type: 'json' };
import en from '../../locales/en/print.json' with { type: 'json' };
import es from '../../locales/es/print.json' with { type: 'json' };
import nl from '../../locales/nl/print.json' with { type: 'json' };
import pl from '../../locales/pl/print.json' with { type: 'json' };
import pt from '../../locales/pt/print.json' with { type: 'json' };
import uk from '../../locales/uk/print.json' with { type: 'json' };

export type PrintTexts = typeof en;

// Typed as English's shape, so a locale missing a key fails the type check, not a print.
const TEXTS: Record<SiteLanguage, PrintTexts> = { en, de, es, pt, nl, pl, uk };

/** The printed texts of a site language. */
export const printTexts = (language: SiteLanguage): PrintTexts => TEXTS[language];
