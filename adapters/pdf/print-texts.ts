import de from '../../locales/de/print.json' with { type: 'json' };
import en from '../../locales/en/print.json' with { type: 'json' };
import es from '../../locales/es/print.json' with { type: 'json' };
import nl from '../../locales/nl/print.json' with { type: 'json' };
import pl from '../../locales/pl/print.json' with { type: 'json' };
import pt from '../../locales/pt/print.json' with { type: 'json' };
import uk from '../../locales/uk/print.json' with { type: 'json' };

export type PrintTexts = typeof en;

// Typed as English's shape, so a locale missing a key fails the type check, not a print.
const TEXTS: Record<string, PrintTexts> = { en, de, es, pt, nl, pl, uk };

/** The site language a requested one ("de", "de-AT") is printed in; English for one we do not write in. */
export const printLanguage = (language: string) => {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return Object.hasOwn(TEXTS, primary) ? primary : 'en';
};

/** The printed texts of a requested language (see `printLanguage`). */
export const printTexts = (language: string): PrintTexts => TEXTS[printLanguage(language)] ?? en;
