import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '#domain/cards/index.ts';
import { CardTile } from './card-tile.tsx';

/** The cards page and the trash lay their tiles out alike. */
const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** The tiles of a list of cards, each with the same actions. */
export const CardTiles = ({
  cards,
  ...actions
}: { cards: readonly Card[] } & Omit<ComponentProps<typeof CardTile>, 'card'>) => (
  <SimpleGrid cols={COLUMNS}>
    {cards.map((card) => (
      <CardTile key={card._id} card={card} {...actions} />
    ))}
  </SimpleGrid>
);

/** `count` grey tiles where the cards will stand while they load. */
export const LoadingCardTiles = ({ count }: { count: number }) => {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={COLUMNS} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={300} radius="lg" />
      ))}
    </SimpleGrid>
  );
};
