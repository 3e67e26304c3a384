import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Card } from '#domain/cards/index.ts';
import { useClearButton } from '../components/use-clear-button.ts';

/** Narrows a screen to one of the business's cards; cleared, it shows them all. */
export const CardFilter = ({
  cards,
  ...props
}: { cards: readonly Pick<Card, '_id' | 'name'>[] } & Omit<
  SelectProps,
  'data' | 'label' | 'placeholder' | 'clearable'
>) => {
  const { t } = useTranslation('cards');
  const clearButton = useClearButton();
  return (
    <Select
      label={t('list.filterLabel')}
      placeholder={t('list.filterAll')}
      clearable
      clearButtonProps={clearButton(t('list.filterLabel'))}
      data={cards.map((c) => ({ value: c._id, label: c.name }))}
      {...props}
    />
  );
};
