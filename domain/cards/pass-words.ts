import { isSiteLanguage, type SiteLanguage } from '../shared/site-language.ts';
import type { IconLinkKey } from './card-schema.ts';
import { DATA_COLLECTION_DEFAULT_MESSAGE } from './data-collection.ts';

interface PassWords {
  /** "3 of 10". */
  readonly count: (filled: number, total: number) => string;
  /** "1 reward ready", by plural category of the language. */
  readonly ready: Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };
  /** The counter's label when the owner gave none: stamps, or points. */
  readonly stamps: string;
  readonly points: string;
  /** requirements §5: the default message above the customer form. */
  readonly formMessage: string;
  /** A contact link's label when the owner gave none. */
  readonly links: Readonly<Record<IconLinkKey, string>>;
}

/** The networks go by their own names in every language. */
const NETWORKS = { linkedin: 'LinkedIn', facebook: 'Facebook', twitter: 'X' } as const;

// A handful of words in the seven site languages: a table here keeps `domain/` free of i18next,
// and the server (pass.json, Google objects, PDFs) and the browser (previews) print the same text.
// A card's words are the owner's, so these follow the card's language, not the holder's phone,
// and the pass reads as one text.
const WORDS: Readonly<Record<SiteLanguage, PassWords>> = {
  en: {
    count: (filled, total) => `${filled} of ${total}`,
    ready: { one: '# reward ready', other: '# rewards ready' },
    stamps: 'Stamps',
    points: 'Points',
    formMessage: 'Please provide your information to receive your pass.',
    links: { phone: 'Phone', email: 'Email', website: 'Website', ...NETWORKS },
  },
  de: {
    count: (filled, total) => `${filled} von ${total}`,
    ready: { one: '# Prämie bereit', other: '# Prämien bereit' },
    stamps: 'Stempel',
    points: 'Punkte',
    formMessage: 'Bitte geben Sie Ihre Daten an, um Ihren Pass zu erhalten.',
    links: { phone: 'Telefon', email: 'E-Mail', website: 'Website', ...NETWORKS },
  },
  es: {
    count: (filled, total) => `${filled} de ${total}`,
    ready: { one: '# recompensa lista', other: '# recompensas listas' },
    stamps: 'Sellos',
    points: 'Puntos',
    formMessage: 'Indica tus datos para recibir tu pase.',
    links: { phone: 'Teléfono', email: 'Correo electrónico', website: 'Sitio web', ...NETWORKS },
  },
  pt: {
    count: (filled, total) => `${filled} de ${total}`,
    ready: { one: '# recompensa pronta', other: '# recompensas prontas' },
    stamps: 'Carimbos',
    points: 'Pontos',
    formMessage: 'Indique os seus dados para receber o seu passe.',
    links: { phone: 'Telefone', email: 'E-mail', website: 'Site', ...NETWORKS },
  },
  nl: {
    count: (filled, total) => `${filled} van ${total}`,
    ready: { one: '# beloning klaar', other: '# beloningen klaar' },
    stamps: 'Stempels',
    points: 'Punten',
    formMessage: 'Vul je gegevens in om je pas te ontvangen.',
    links: { phone: 'Telefoon', email: 'E-mail', website: 'Website', ...NETWORKS },
  },
  pl: {
    count: (filled, total) => `${filled} z ${total}`,
    ready: {
      one: '# nagroda gotowa',
      few: '# nagrody gotowe',
      many: '# nagród gotowych',
      other: '# nagrody gotowej',
    },
    stamps: 'Pieczątki',
    points: 'Punkty',
    formMessage: 'Podaj swoje dane, aby otrzymać kartę.',
    links: { phone: 'Telefon', email: 'E-mail', website: 'Strona internetowa', ...NETWORKS },
  },
  uk: {
    count: (filled, total) => `${filled} з ${total}`,
    ready: {
      one: '# винагорода готова',
      few: '# винагороди готові',
      many: '# винагород готово',
      other: '# винагороди готові',
    },
    stamps: 'Штампи',
    points: 'Бали',
    formMessage: 'Вкажіть свої дані, щоб отримати картку.',
    links: { phone: 'Телефон', email: 'Ел. пошта', website: 'Вебсайт', ...NETWORKS },
  },
};

/** A card's language: its own, or English for a card made before cards had one (or any unknown tag). */
export const passLanguageOf = (
  info: { readonly language?: string | null } | null | undefined,
): SiteLanguage => (isSiteLanguage(info?.language) ? info.language : 'en');

// Made once per language: every pass drawn (pass.json, previews, strips) asks for them.
const pluralRules = new Map<SiteLanguage, Intl.PluralRules>();
const pluralRulesOf = (language: SiteLanguage): Intl.PluralRules => {
  let rules = pluralRules.get(language);
  // Our Portuguese is Portugal's: 0 and 1.5 take the plural there, the singular in Brazil's "pt".
  if (!rules)
    pluralRules.set(language, (rules = new Intl.PluralRules(language === 'pt' ? 'pt-PT' : language)));
  return rules;
};

/** The words Passdeck adds to a pass, in a pass language. */
export const passWords = (language: SiteLanguage = 'en') => {
  const words = WORDS[language];
  const plural = pluralRulesOf(language);
  return {
    /** "3 of 10", and "· 1 reward ready" when rewards wait. */
    stampCounter: (filled: number, total: number, rewardsReady: number): string => {
      const count = words.count(filled, total);
      if (rewardsReady <= 0) return count;
      const phrase = words.ready[plural.select(rewardsReady)] ?? words.ready.other;
      return `${count} · ${phrase.replace('#', String(rewardsReady))}`;
    },
    stampsLabel: words.stamps,
    pointsLabel: words.points,
    formMessage: words.formMessage,
    links: words.links,
  };
};

/**
 * The message above a card's customer form: the owner's own, or, where the owner kept the
 * default, the default in the reader's language (it is Passdeck's sentence, like the form around
 * it), else the card's. An emptied message stays empty (no message).
 */
export const formMessageOf = (
  card: {
    readonly info: { readonly language?: string | null };
    readonly dataCollection: { readonly message: string };
  },
  readerLanguage?: SiteLanguage,
): string => {
  const own = card.dataCollection.message;
  return own.trim() === DATA_COLLECTION_DEFAULT_MESSAGE
    ? passWords(readerLanguage ?? passLanguageOf(card.info)).formMessage
    : own;
};
