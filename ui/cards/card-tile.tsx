import { ActionIcon, Anchor, Badge, Card as MantineCard, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconChecklist,
  IconChartBar,
  IconDots,
  IconEdit,
  IconMessage,
  IconRestore,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cardOpenPath,
  cardStatus,
  creatorPathOf,
  displayKindOf,
  sharePathOf,
  type Card,
} from '#domain/cards/index.ts';
import { STATUS_COLORS } from './card-status-colors.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { wizardPath } from '#domain/testing-wizard/index.ts';
import { PassPreview } from './pass-preview.tsx';
import { useCan } from '../app/use-can.ts';

/** A card in the list: thumbnail, name, kind, status and its actions. */
export const CardTile = ({
  card,
  trashed = false,
  onDelete,
  onRestore,
  onMessage,
  onStats,
}: {
  card: Card;
  trashed?: boolean;
  onDelete: (card: Card) => void;
  onRestore?: (card: Card) => void;
  onMessage?: (card: Card) => void;
  onStats?: (card: Card) => void;
}) => {
  const { t } = useTranslation('cards');
  const can = useCan();
  const canWrite = can('cards.write');
  const model = useMemo(
    () =>
      buildPassPreview(card, {
        wallet: 'APPLE',
        side: 'FRONT',
        mode: card.passType === 'coupon' ? 'coupon' : undefined,
      }),
    [card],
  );
  const editPath = creatorPathOf(card._id);
  const sharePath = sharePathOf(card._id);
  const openPath = cardOpenPath(card, { canEdit: canWrite, trashed });
  const preview = <PassPreview model={model} scale={0.5} />;
  return (
    <MantineCard withBorder radius="lg" padding="md" data-testid="card-tile">
      <MantineCard.Section
        p="md"
        bg="var(--mantine-color-default-hover)"
        style={{ display: 'flex', justifyContent: 'center' }}
      >
        {openPath ? (
          // The name below is the link a keyboard and a screen reader use; this is the same one for a pointer.
          <Link to={openPath} tabIndex={-1} aria-hidden style={{ display: 'contents' }}>
            {preview}
          </Link>
        ) : (
          preview
        )}
      </MantineCard.Section>
      <Group justify="space-between" mt="md" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {openPath ? (
            <Anchor component={Link} to={openPath} fw={600} c="inherit" truncate>
              {card.name}
            </Anchor>
          ) : (
            <Text fw={600} truncate>
              {card.name}
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color="gray" size="sm">
              {t(`kinds.${displayKindOf(card.passType, card.loyaltyCardType)}`)}
            </Badge>
            {!trashed && (
              <Badge variant="light" color={STATUS_COLORS[cardStatus(card)]} size="sm">
                {t(`status.${cardStatus(card)}`)}
              </Badge>
            )}
          </Group>
        </Stack>
        {/* A trashed card offers only restore and delete, which a role without cards.write lacks. */}
        {(canWrite || !trashed) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('list.actionsFor', { name: card.name })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {trashed ? (
                canWrite && (
                  <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => onRestore?.(card)}>
                    {t('trash.restore')}
                  </Menu.Item>
                )
              ) : (
                <>
                  {canWrite && (
                    <Menu.Item component={Link} to={editPath} leftSection={<IconEdit size={16} />}>
                      {t('list.edit')}
                    </Menu.Item>
                  )}
                  <Menu.Item component={Link} to={sharePath} leftSection={<IconShare size={16} />}>
                    {t('list.share')}
                  </Menu.Item>
                  {card.isPublished && can('testing.use') && (
                    <Menu.Item
                      component={Link}
                      to={wizardPath(card)}
                      leftSection={<IconChecklist size={16} />}
                    >
                      {t('list.test')}
                    </Menu.Item>
                  )}
                  {card.isPublished && onMessage && can('messages.send') && (
                    <Menu.Item leftSection={<IconMessage size={16} />} onClick={() => onMessage(card)}>
                      {t('list.message')}
                    </Menu.Item>
                  )}
                  {onStats && (
                    <Menu.Item leftSection={<IconChartBar size={16} />} onClick={() => onStats(card)}>
                      {t('list.stats')}
                    </Menu.Item>
                  )}
                </>
              )}
              {canWrite && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(card)}>
                  {trashed ? t('trash.deleteForever') : t('list.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </MantineCard>
  );
};
