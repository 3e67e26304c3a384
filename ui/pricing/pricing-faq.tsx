import { Accordion, Box, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS, YEARLY_SAVING_PERCENT } from '#domain/billing/index.ts';

const QUESTIONS = ['trial', 'change', 'yearly', 'currency', 'cancel'] as const;

/** The pricing page's questions, each opening its answer (requirements §2.2 expandable FAQ). */
export const PricingFaq = () => {
  const { t } = useTranslation('pricing');
  const titleId = useId();
  const figures = { days: TRIAL_DAYS.planTile, percent: YEARLY_SAVING_PERCENT };
  return (
    <Box component="section" aria-labelledby={titleId} maw={760} mx="auto" w="100%">
      <Title order={2} fz={22} mb="md" id={titleId}>
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" radius="md" order={3}>
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.items.${key}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.items.${key}.answer`, figures)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Box>
  );
};
