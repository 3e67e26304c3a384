import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { STAMP_ICONS, loyaltyKindOf, type StampIcon } from '#domain/cards/index.ts';
import { poorContrasts, READABLE_CONTRAST } from '#domain/designer/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { creatorStore, markDirty } from './creator.store.ts';
import { HexColorInput } from './hex-color-input.tsx';
import { ImageField } from './image-field.tsx';
import { LabelledSlider } from './labelled-slider.tsx';

const FONTS = ['Arial', 'Helvetica', 'Inter', 'Georgia', 'Verdana', 'Courier New'];
const STYLES = ['300', '400', '500', '600', '700'] as const;
/** The images of `design.image`, each with the crop of its place on the pass (the slot). */
const PASS_IMAGES = [
  { key: 'logo', slot: 'logo' },
  { key: 'bgImage', slot: 'background' },
  { key: 'personalImage', slot: 'personal' },
] as const;

/** Colours, font, images and transparency of the pass. */
export const DesignSection = () => {
  const { t } = useTranslation('cards');
  const { designState, cardInfo } = useSnapshot(creatorStore);
  const isStampCard = loyaltyKindOf(cardInfo.passType, cardInfo.loyaltyCardType) === 'stamp';
  const design = creatorStore.designState;
  const edit = (apply: () => void) => {
    apply();
    markDirty();
  };
  const format = useLocaleFormat();
  const poor = poorContrasts(designState);
  const contrastWarning = (color: 'fontColor' | 'labelColor') => {
    const found = poor.find((p) => p.color === color);
    return found
      ? t('creator.lowContrast', {
          ratio: format.number(found.ratio),
          minimum: format.number(READABLE_CONTRAST),
        })
      : undefined;
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <HexColorInput
          label={t('creator.bgColor')}
          value={designState.image.bgColor}
          onChange={(hex) => edit(() => (design.image.bgColor = hex))}
        />
        <HexColorInput
          label={t('creator.fontColor')}
          value={designState.font.fontColor}
          onChange={(hex) => edit(() => (design.font.fontColor = hex))}
          warning={contrastWarning('fontColor')}
        />
        <HexColorInput
          label={t('creator.labelColor')}
          value={designState.font.labelColor}
          onChange={(hex) => edit(() => (design.font.labelColor = hex))}
          warning={contrastWarning('labelColor')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('creator.fontFamily')}
          data={FONTS}
          value={designState.font.fontFamily}
          allowDeselect={false}
          onChange={(v) => edit(() => (design.font.fontFamily = v ?? 'Arial'))}
        />
        <Select
          label={t('creator.fontStyle')}
          data={STYLES.map((value) => ({ value, label: t(`creator.weights.${value}`) }))}
          value={designState.font.fontStyle}
          allowDeselect={false}
          onChange={(v) => edit(() => (design.font.fontStyle = (v ?? '400') as (typeof STYLES)[number]))}
        />
        <NumberInput
          label={t('creator.fontSize')}
          min={8}
          max={32}
          value={designState.font.fontSize}
          onChange={(v) => edit(() => (design.font.fontSize = typeof v === 'number' ? v : 12))}
        />
      </SimpleGrid>
      {isStampCard && (
        <Select
          label={t('creator.stampIcon')}
          data={STAMP_ICONS.map((value) => ({ value, label: t(`creator.stampIcons.${value}`) }))}
          value={designState.stampIcon}
          allowDeselect={false}
          onChange={(v) => edit(() => (design.stampIcon = (v ?? 'check') as StampIcon))}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PASS_IMAGES.map(({ key, slot }) => (
          <ImageField
            key={key}
            label={t(`creator.${key}`)}
            slot={slot}
            value={designState.image[key]}
            onChange={(url) => edit(() => (design.image[key] = url))}
          />
        ))}
        <ImageField
          label={t('creator.icon')}
          slot="icon"
          value={designState.icon}
          onChange={(url) => edit(() => (design.icon = url))}
        />
      </SimpleGrid>
      <LabelledSlider
        id="transparency-label"
        heading={t('creator.transparency')}
        min={0}
        max={100}
        value={designState.image.transparent}
        onChange={(v) => edit(() => (design.image.transparent = v))}
        label={(v) => `${v}%`}
      />
    </Stack>
  );
};
