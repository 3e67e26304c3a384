import {
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Modal,
  Overlay,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconCoin, IconDiscount2, IconFlag, IconHeart, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { creatorPathFor, SELECTABLE_CARD_TYPES } from '#domain/cards/index.ts';
import { FeatureFlagsToken, KeyValueStorageToken } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { discardStoredCreator, resetCreator } from '../creator/creator.store.ts';
import { useActionName } from '../components/use-action-name.ts';
import { useReturnFocus } from '../components/use-return-focus.ts';

const ICONS = {
  flyer: IconFlag,
  coupon: IconDiscount2,
  loyalty: IconHeart,
  stamp_card: IconStack2,
  point_card: IconCoin,
} as const;

/** requirements §2.2 Select Card Type: five kinds with Learn more and SELECT; Point Card behind the new-card-types flag. */
export const SelectCardTypeModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('cards');
  const actionName = useActionName();
  const navigate = useNavigate();
  // Opened by /cards?new=1 there is no button to go back to: the focus goes to the page, not its body.
  useReturnFocus(opened);
  const flags = useInjection(FeatureFlagsToken);
  const storage = useInjection(KeyValueStorageToken);
  const [open, setOpen] = useState<string | null>(null);

  const choose = (type: (typeof SELECTABLE_CARD_TYPES)[number]) => {
    // requirements §4: choosing a type resets the card, design and QR state, then opens the creator.
    discardStoredCreator(storage);
    resetCreator();
    onClose();
    void navigate(creatorPathFor(type));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('select.title')} size="xl" radius="lg" centered>
      <Text c="dimmed" mb="md">
        {t('select.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {SELECTABLE_CARD_TYPES.map((type) => {
          const Icon = ICONS[type];
          const disabled = type === 'point_card' && !flags.isEnabled('new-card-types');
          return (
            <Box
              key={type}
              pos="relative"
              p="md"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-lg)',
              }}
            >
              {disabled && (
                // The note sits over the disabled SELECT, where the reader looks for what to do, and
                // leaves the kind's description readable through the veil.
                <Overlay
                  color="var(--mantine-color-body)"
                  backgroundOpacity={0.75}
                  radius="lg"
                  zIndex={2}
                  display="flex"
                  style={{
                    alignItems: 'flex-end',
                    justifyContent: 'center',
                    paddingBottom: 'calc(var(--mantine-spacing-md) + 5px)',
                  }}
                >
                  <Badge size="lg" variant="light">
                    {t('select.availableFrom')}
                  </Badge>
                </Overlay>
              )}
              <Stack gap="xs">
                <Group gap="sm">
                  <ThemeIcon variant="light" size={36} radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600}>{t(`kinds.${type}`)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {t(`select.summary.${type}`)}
                </Text>
                <UnstyledButton
                  onClick={() => setOpen(open === type ? null : type)}
                  aria-expanded={open === type}
                  disabled={disabled}
                  c="violet"
                  fz="sm"
                  fw={500}
                  // Five "Learn more" in one dialog: each says which kind it is about.
                  aria-label={actionName(t('select.learnMore'), t(`kinds.${type}`))}
                >
                  {t('select.learnMore')}
                </UnstyledButton>
                <Collapse expanded={open === type}>
                  <Text fz="sm">{t(`select.details.${type}`)}</Text>
                </Collapse>
                <Button
                  onClick={() => choose(type)}
                  disabled={disabled}
                  fullWidth
                  mt="xs"
                  aria-label={t('select.selectKind', { kind: t(`kinds.${type}`) })}
                >
                  {t('select.select')}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Modal>
  );
};
