import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RemoveButton } from '../components/remove-button.tsx';
import { creatorStore, markDirty } from './creator.store.ts';
import { CARD_LIMITS } from '#domain/cards/index.ts';

/** A redeem field's two inputs: its label and its value. */
const PARTS = [
  { part: 'label', label: 'creator.fieldLabel', maxLength: 60 },
  { part: 'value', label: 'creator.fieldValue', maxLength: 500 },
] as const;

/** The front fields a coupon shows once it has turned into another pass (requirements §3 onRedeemFrontFields). */
export const RedeemFieldsEditor = () => {
  const { t } = useTranslation('cards');
  const { editorState } = useSnapshot(creatorStore);
  const fields = creatorStore.editorState.couponSettings.onRedeemFrontFields as {
    key: string;
    label: string;
    value: string;
  }[];
  const edit = (apply: () => void) => {
    apply();
    markDirty();
  };
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        {t('creator.onRedeemFields')}
      </Text>
      {editorState.couponSettings.onRedeemFrontFields.map((field, index) => (
        <Group key={index} align="flex-end" wrap="nowrap">
          {PARTS.map(({ part, label, maxLength }) => (
            <TextInput
              key={part}
              size="xs"
              style={{ flex: 1 }}
              label={t(label)}
              maxLength={maxLength}
              value={field[part]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                edit(() => ((fields[index] as { label: string; value: string })[part] = value));
              }}
            />
          ))}
          <RemoveButton
            mb={2}
            label={t('creator.removeField', { label: field.label || field.key })}
            onRemove={() => edit(() => fields.splice(index, 1))}
          />
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        disabled={fields.length >= CARD_LIMITS.redeemFields}
        onClick={() =>
          edit(() =>
            (fields as unknown as Record<string, unknown>[]).push({
              key: `redeemed${fields.length + 1}`,
              label: '',
              value: '',
              displaySide: 'front',
              clickLabel: null,
              isCouponOnly: false,
              isLoyaltyOnly: false,
            }),
          )
        }
      >
        {t('creator.addField')}
      </Button>
    </Stack>
  );
};
