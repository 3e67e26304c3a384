import { describe, expect, it } from 'vitest';
import { CardInputSchema } from './card-schema.ts';
import { DATA_COLLECTION_DEFAULT_MESSAGE } from './data-collection.ts';
import { demoCardContent, ENGLISH_CARD_TEMPLATE } from './demo-cards.ts';
import { positionValue } from './fields.ts';
import { stampFace, stampFaceAfterAdding } from './loyalty-settings.ts';
import { SITE_LANGUAGES } from '../shared/site-language.ts';
import { formMessageOf, passLanguageOf, passWords } from './pass-words.ts';

describe('the words a pass adds itself (QA: English counters on German passes)', () => {
  it('writes the stamp counter in the card language, with the plural of each language', () => {
    expect(stampFace(3, 10, 0).text).toBe('3 of 10');
    expect(stampFace(13, 10, 1).text).toBe('3 of 10 · 1 reward ready');
    expect(stampFace(3, 10, 0, 'de').text).toBe('3 von 10');
    expect(stampFace(20, 10, 2, 'de').text).toBe('10 von 10 · 2 Prämien bereit');
    expect(passWords('pl').stampCounter(1, 8, 1)).toBe('1 z 8 · 1 nagroda gotowa');
    expect(passWords('pl').stampCounter(1, 8, 3)).toBe('1 z 8 · 3 nagrody gotowe');
    expect(passWords('pl').stampCounter(1, 8, 5)).toBe('1 z 8 · 5 nagród gotowych');
    expect(passWords('uk').stampCounter(0, 8, 2)).toBe('0 з 8 · 2 винагороди готові');
    for (const language of SITE_LANGUAGES) {
      const words = passWords(language);
      expect(words.stampCounter(2, 9, 21), language).toMatch(/^2 \S+ 9 · 21 \S/);
      expect(words.stampsLabel.length, language).toBeGreaterThan(0);
    }
  });

  it('reads an older card, or an unknown tag, as English', () => {
    expect(passLanguageOf({})).toBe('en');
    expect(passLanguageOf({ language: 'fr' })).toBe('en');
    expect(passLanguageOf(null)).toBe('en');
    expect(passLanguageOf({ language: 'nl' })).toBe('nl');
    expect(CardInputSchema.parse({ name: 'x', passType: 'flyer' }).info.language).toBe('en');
    expect(
      CardInputSchema.safeParse({ name: 'x', passType: 'flyer', info: { language: 'xx' } }).success,
    ).toBe(false);
  });

  it('starts a card in the language of its template, counter and customer form included', () => {
    const german = CardInputSchema.parse(
      demoCardContent('stamp_card', 'Café Sol', { ...ENGLISH_CARD_TEMPLATE, language: 'de' }),
    );
    expect(german.info.language).toBe('de');
    expect(german.dataCollection.message).toBe(passWords('de').formMessage);
    expect(positionValue(german, { stamps: 4, points: 0 })).toBe('4 von 10');
  });

  it("translates the customer form's default message, and keeps the owner's own or an emptied one", () => {
    const of = (message: string, language?: string) =>
      formMessageOf({ info: { language }, dataCollection: { message } });
    expect(of(DATA_COLLECTION_DEFAULT_MESSAGE, 'es')).toBe(passWords('es').formMessage);
    expect(of(DATA_COLLECTION_DEFAULT_MESSAGE)).toBe(DATA_COLLECTION_DEFAULT_MESSAGE);
    expect(of('Bitte ausfüllen', 'de')).toBe('Bitte ausfüllen');
    expect(of('', 'de')).toBe('');
    // The default is Passdeck's sentence: in the reader's language when it is known.
    expect(
      formMessageOf(
        { info: { language: 'en' }, dataCollection: { message: DATA_COLLECTION_DEFAULT_MESSAGE } },
        'pt',
      ),
    ).toBe(passWords('pt').formMessage);
    expect(formMessageOf({ info: { language: 'en' }, dataCollection: { message: 'Fill in' } }, 'pt')).toBe(
      'Fill in',
    );
  });
});

describe('the stamp counter after adding stamps', () => {
  it('says what the pass will show after the count, as the pass draws it', () => {
    const card = { stamps: 0, maxStamps: 10, rewardsReady: 0 };
    expect(stampFaceAfterAdding(card, 3)).toEqual({ filled: 3, total: 10, rewardsReady: 0 });
    expect(stampFaceAfterAdding(card, 10)).toEqual({ filled: 10, total: 10, rewardsReady: 1 });
    expect(stampFaceAfterAdding(card, 20)).toEqual({ filled: 10, total: 10, rewardsReady: 2 });
    expect(stampFaceAfterAdding({ ...card, stamps: 8 }, 5)).toEqual({
      filled: 3,
      total: 10,
      rewardsReady: 1,
    });
    // A reward already taken (stamps kept, redemptions counted) stays taken.
    expect(stampFaceAfterAdding({ stamps: 10, maxStamps: 10, rewardsReady: 0 }, 2)).toEqual({
      filled: 2,
      total: 10,
      rewardsReady: 0,
    });
  });
});
