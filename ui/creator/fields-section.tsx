import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { COMPUTED_FIELD_KEYS, isComputedField, isCouponCapable, loyaltyKindOf } from '#domain/cards/index.ts';
import { creatorStore, markDirty } from './creator.store.ts';
import { CARD_LIMITS } from '#domain/cards/index.ts';
import { RemoveButton } from '../components/remove-button.tsx';

const nextKey = (keys: readonly string[]) => {
  let n = keys.length + 1;
  while (keys.includes(`field${n}`)) n++;
  return `field${n}`;
};

/** Front and back fields: label, value, side, coupon-only and loyalty-only (requirements §3). */
export const FieldsSection = () => {
  const { t } = useTranslation('cards');
  const { cardInfo } = useSnapshot(creatorStore);
  const fields = cardInfo.info.fields;
  const coupon = isCouponCapable(cardInfo.passType);
  const loyalty = coupon || loyaltyKindOf(cardInfo.passType, cardInfo.loyaltyCardType) !== null;
  // The flags that show a field only on a coupon or only on a loyalty card, where the card can be one.
  const onlyFlags = (
    [
      { flag: 'isCouponOnly', label: 'creator.couponOnly', shown: coupon },
      { flag: 'isLoyaltyOnly', label: 'creator.loyaltyOnly', shown: loyalty },
    ] as const
  ).filter(({ shown }) => shown);
  const update = (
    index: number,
    apply: (field: (typeof creatorStore.cardInfo.info.fields)[number]) => void,
  ) => {
    const field = creatorStore.cardInfo.info.fields[index];
    if (field) apply(field);
    markDirty();
  };
  const add = (key?: string) => {
    creatorStore.cardInfo.info.fields.push({
      key: key ?? nextKey(fields.map((f) => f.key)),
      label: key === COMPUTED_FIELD_KEYS.position ? t('creator.positionLabel') : '',
      value: '',
      displaySide: 'front',
      clickLabel: null,
      isCouponOnly: false,
      isLoyaltyOnly: false,
    });
    markDirty();
  };
  const hasPosition = fields.some((f) => f.key === COMPUTED_FIELD_KEYS.position);
  // Moving a field re-renders the list; keyboard focus follows the field to its new place (or to the
  // other arrow once it reaches an end), so the arrows can be pressed again and again.
  const list = useRef<HTMLDivElement>(null);
  const moved = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const done = moved.current;
    if (!done) return;
    moved.current = null;
    const at = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-move="${direction}-${done.index}"]:not(:disabled)`,
      );
    (at(done.direction) ?? at(done.direction === 'up' ? 'down' : 'up'))?.focus();
  });
  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const all = creatorStore.cardInfo.info.fields;
    const [field] = all.splice(index, 1);
    if (!field) return;
    all.splice(to, 0, field);
    markDirty();
    moved.current = { index: to, direction };
  };

  return (
    <Stack ref={list}>
      <Text fz="sm" c="dimmed">
        {t('creator.fieldsHelp')}
      </Text>
      {fields.map((field, index) => {
        // Numbered among the owner's own fields: the counter and personal-name rows have names.
        const number = fields.slice(0, index + 1).filter((f) => !isComputedField(f.key)).length;
        const name = t('creator.fieldNumber', { n: number });
        const heading =
          field.key === COMPUTED_FIELD_KEYS.position
            ? t('creator.positionKey')
            : field.key === COMPUTED_FIELD_KEYS.personalName
              ? t('creator.personalNameKey')
              : name;
        return (
          // A named group: every field has its own "Label", "Value" and side, and a screen reader
          // says which field they belong to.
          <Paper
            key={`${field.key}-${index}`}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={field.label || heading}
          >
            <Stack gap="xs">
              <Group justify="space-between">
                {/* The field's key ("offer", "field_3") is the pass's business, not the owner's. */}
                <Text fz="xs" c="dimmed">
                  {heading}
                </Text>
                <Group gap={4}>
                  {(['up', 'down'] as const).map((direction) => (
                    <ActionIcon
                      key={direction}
                      variant="subtle"
                      color="gray"
                      data-move={`${direction}-${index}`}
                      disabled={direction === 'up' ? index === 0 : index === fields.length - 1}
                      aria-label={t(direction === 'up' ? 'creator.moveFieldUp' : 'creator.moveFieldDown', {
                        label: field.label || name,
                      })}
                      onClick={() => move(index, direction)}
                    >
                      {direction === 'up' ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
                    </ActionIcon>
                  ))}
                  <RemoveButton
                    label={t('creator.removeField', {
                      label: field.label || name,
                    })}
                    onRemove={() => {
                      creatorStore.cardInfo.info.fields.splice(index, 1);
                      markDirty();
                    }}
                  />
                </Group>
              </Group>
              <Group grow align="flex-start">
                <TextInput
                  label={t('creator.fieldLabel')}
                  maxLength={60}
                  value={field.label}
                  onChange={(e) => update(index, (f) => (f.label = e.currentTarget.value))}
                />
                {field.key !== COMPUTED_FIELD_KEYS.position && (
                  <TextInput
                    label={t('creator.fieldValue')}
                    maxLength={500}
                    value={field.value}
                    onChange={(e) => update(index, (f) => (f.value = e.currentTarget.value))}
                  />
                )}
              </Group>
              <Group gap="md">
                <SegmentedControl
                  size="xs"
                  value={field.displaySide}
                  onChange={(value) => update(index, (f) => (f.displaySide = value as 'front' | 'back'))}
                  data={[
                    { value: 'front', label: t('preview.front') },
                    { value: 'back', label: t('preview.back') },
                  ]}
                  aria-label={t('creator.fieldSide')}
                />
                {onlyFlags.map(({ flag, label }) => (
                  <Checkbox
                    key={flag}
                    size="xs"
                    label={t(label)}
                    checked={field[flag]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      update(index, (f) => (f[flag] = checked));
                    }}
                  />
                ))}
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => add()}
          disabled={fields.length >= CARD_LIMITS.passFields}
        >
          {t('creator.addField')}
        </Button>
        {loyalty && !hasPosition && (
          <Button variant="subtle" onClick={() => add(COMPUTED_FIELD_KEYS.position)}>
            {t('creator.addPosition')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
