import type { ExportWords } from '#domain/customers/index.ts';
import type { SiteLanguage } from '#domain/shared/index.ts';
import de from '../../locales/de/export.json' with { type: 'json' };
import en from '../../locales/en/export.json' with { type: 'json' };
import es from '../../locales/es/export.json' with { type: 'json' };
import nl from '../../locales/nl/export.json' with { type: 'json' };
import pl from '../../locales/pl/export.json' with { type: 'json' };
import pt from '../../locales/pt/export.json' with { type: 'json' };
import uk from '../../locales/uk/export.json' with { type: 'json' };

export type ExportTexts = typeof en;

// Typed as English's shape, so a locale missing a key fails the type check, not an export.
const TEXTS: Record<SiteLanguage, ExportTexts> = { en, de, es, pt, nl, pl, uk };

/** The customers export's words in a site language. */
export const exportTexts = (language: SiteLanguage): ExportWords => TEXTS[language];
