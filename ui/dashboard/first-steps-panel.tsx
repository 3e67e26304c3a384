import { Anchor, Group, List, Paper, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_CARD_PATH } from '#domain/cards/index.ts';
import { DashboardUseCases, type FirstStep, type FirstSteps } from '#domain/dashboard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';

/** Where each step is taken; the test customer is added in the testing wizard of a published card. */
const linkOf = (step: FirstStep, testCardId: string | null): string => {
  switch (step) {
    // Straight into the choice of card type, not the (empty) list.
    case 'createCard':
      return NEW_CARD_PATH;
    case 'publishCard':
      return '/cards';
    case 'addTestCustomer':
      return testCardId ? `/card/${testCardId}/test` : '/cards';
    case 'pairScanner':
      return '/scanner-app';
    case 'scan':
      return '/scanner';
  }
};

/**
 * The first-run checklist (issue 23): five steps from a new card to the first scan, each ticked
 * from the business's real data. The next step to take carries its link; done steps are struck
 * through for the eye and say "done" to a screen reader. Nothing shows once every step is done.
 */
export const FirstStepsChecklist = ({ steps, testCardId }: FirstSteps) => {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const next = steps.find((step) => !step.done)?.key;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md" data-testid="first-steps">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {t('firstSteps.title')}
        </Title>
        <Text fz="sm" c="dimmed" data-testid="first-steps-progress">
          {t('firstSteps.progress', { done, total: steps.length })}
        </Text>
      </Group>
      <Progress
        value={(100 * done) / steps.length}
        mt="xs"
        mb="md"
        size="sm"
        aria-label={t('firstSteps.progress', { done, total: steps.length })}
      />
      <List spacing="sm" listStyleType="none" aria-labelledby={titleId}>
        {steps.map((step, index) => (
          <List.Item
            key={step.key}
            data-testid={`first-step-${step.key}`}
            data-done={step.done}
            icon={
              <ThemeIcon
                size={26}
                radius="xl"
                variant={step.done ? 'filled' : 'default'}
                color={step.done ? 'teal' : 'gray'}
                aria-hidden
              >
                {step.done ? <IconCheck size={16} /> : <Text fz="xs">{index + 1}</Text>}
              </ThemeIcon>
            }
          >
            <Text
              component="span"
              td={step.done ? 'line-through' : undefined}
              c={step.done ? 'dimmed' : undefined}
            >
              {t(`firstSteps.steps.${step.key}`)}
            </Text>
            <VisuallyHidden component="span">
              {' '}
              {step.done ? t('firstSteps.done') : t('firstSteps.todo')}
            </VisuallyHidden>
            {step.key === next && (
              <>
                {' · '}
                <Anchor component={Link} to={linkOf(step.key, testCardId)} fw={600} underline="always">
                  {t(`firstSteps.actions.${step.key}`)}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
};

/** Loads the checklist; nothing shows while it loads, when it fails (the figures say enough) or once done. */
export const FirstStepsPanel = () => {
  const load = useInjection(DashboardUseCases.loadFirstSteps);
  const { value } = useLoaded(load);
  return value ? <FirstStepsChecklist {...value} /> : null;
};
