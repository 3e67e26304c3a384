import { describe, expect, it } from 'vitest';
import {
  creatorPreviewContent,
  creatorStore,
  markDirty,
  persistCreator,
  resetCreator,
  restoreCreator,
  rowEditor,
  startCreatorFromQuery,
} from './creator.store.ts';
import { ENGLISH_CARD_TEMPLATE, passWords } from '#domain/cards/index.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('creator store (issue 19)', () => {
  it('keeps the preview of the card while a new question has no text', () => {
    resetCreator('loyalty', 'stamp');
    creatorStore.cardInfo.info.companyName = 'Café Sol';
    creatorStore.designState.image.bgColor = '#0E7C66';
    creatorStore.editorState.dataCollection.fields.push({
      key: 'field',
      label: '',
      type: 'text',
      required: false,
      placeholder: '',
      options: [],
    });
    const content = creatorPreviewContent(creatorStore);
    expect(content.info.companyName).toBe('Café Sol');
    expect(content.design.image.bgColor).toBe('#0E7C66');
  });

  it('restores unsaved work after a refresh even before it has a name or question text', async () => {
    const storage = memoryStorage();
    resetCreator('loyalty', 'stamp');
    const stop = persistCreator(storage);
    creatorStore.cardInfo.info.companyName = 'Café Luna';
    creatorStore.editorState.dataCollection.fields.push({
      key: 'field',
      label: '',
      type: 'text',
      required: false,
      placeholder: '',
      options: [],
    });
    markDirty();
    await flush();
    stop();
    resetCreator('flyer');
    expect(restoreCreator(storage)).toBe(true);
    expect(creatorStore.cardInfo.info.companyName).toBe('Café Luna');
    expect(creatorStore.editorState.dataCollection.fields).toHaveLength(1);
  });

  it('refuses stored state that is not a creator state any more', () => {
    const storage = memoryStorage();
    storage.set('passdeck.creator', JSON.stringify({ cardInfo: { passType: 'rocket' } }));
    expect(restoreCreator(storage)).toBe(false);
    storage.set('passdeck.creator', '{not json');
    expect(restoreCreator(storage)).toBe(false);
  });

  it('edits, removes and adds a list row, marking the card changed and turning the section on', () => {
    resetCreator('loyalty', 'stamp');
    const info = creatorStore.editorState.locationInfo;
    info.enabled = false;
    const place = {
      name: 'Shop',
      address: '',
      latitude: 0,
      longitude: 0,
      radius: 100,
      message: 'Hi',
      relevantText: '',
    };
    const rows = rowEditor(info, info.locations);
    rows.add(place);
    expect(info.enabled).toBe(true);
    expect(creatorStore.editorState.dirty).toBe(true);
    creatorStore.editorState.dirty = false;
    rows.edit(0, (l) => (l.name = 'Kiosk'));
    rows.edit(5, (l) => (l.name = 'nowhere'));
    expect(info.locations.map((l) => l.name)).toEqual(['Kiosk']);
    expect(creatorStore.editorState.dirty).toBe(true);
    creatorStore.editorState.dirty = false;
    rows.remove(0);
    expect(info.locations).toEqual([]);
    expect(creatorStore.editorState.dirty).toBe(true);
  });

  it('starts a new card from the ready-made card of its kind, with the business on it (issue 23)', () => {
    const texts = {
      ...ENGLISH_CARD_TEMPLATE,
      language: 'de' as const,
      points: 'Punkte',
      terms: 'Bedingungen',
    };
    expect(startCreatorFromQuery('loyalty', 'point', { businessName: 'Café Sol', texts })).toBe(true);
    const { cardInfo, editorState, designState } = creatorStore;
    expect(cardInfo.name).toBe('');
    // Written in the template's language: the pass's own words and the form's greeting follow it.
    expect(cardInfo.info.language).toBe('de');
    expect(editorState.dataCollection.message).toBe(passWords('de').formMessage);
    expect(cardInfo.loyaltyCardType).toBe('point');
    expect(cardInfo.info.companyName).toBe('Café Sol');
    expect(cardInfo.info.fields.map((f) => [f.key, f.label])).toEqual([
      ['position', 'Punkte'],
      ['terms', 'Bedingungen'],
    ]);
    expect(editorState.loyaltySettings.rewardMessage).toBe(ENGLISH_CARD_TEMPLATE.reward);
    // The design stays the plain default: the template brings words, not the demo's colours.
    resetCreator('coupon');
    expect(designState.image.bgColor).toBe(creatorStore.designState.image.bgColor);
    expect(creatorStore.cardInfo.info.fields).toEqual([]);
    startCreatorFromQuery('coupon', null, { businessName: 'Café Sol', texts });
    expect(creatorStore.cardInfo.info.fields.map((f) => f.key)).toEqual(['offer', 'terms']);
    expect(creatorStore.editorState.couponSettings.redemptionMessage).toBe(ENGLISH_CARD_TEMPLATE.redemption);
  });
});
