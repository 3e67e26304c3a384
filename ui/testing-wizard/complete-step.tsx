import { Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEST_CHECKS, type TestStatus } from '#domain/testing-wizard/index.ts';
import { TestChecks } from './test-checks.tsx';

/**
 * requirements §2.3 step 7. "Your card works!" only when every check that can be made here passed;
 * otherwise it says what is not verified yet. Every check is listed (what cannot be checked here
 * with why) and turns green here as it happens. The completion callback leads on to sharing.
 */
export const CompleteStep = ({
  status,
  failed,
  onComplete,
}: {
  status: TestStatus | null;
  failed: boolean;
  onComplete: () => void;
}) => {
  const { t } = useTranslation('cards');
  if (!status) return <Skeleton h={200} aria-busy="true" />;
  const passed = status.passed;
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={56} radius="xl" color={passed ? 'teal' : 'gray'} variant="light">
        {passed ? <IconCircleCheck size={34} aria-hidden /> : <IconHourglass size={30} aria-hidden />}
      </ThemeIcon>
      <Title order={2} fz="xl" data-testid="wizard-result">
        {passed ? t('wizard.complete.title') : t('wizard.complete.pendingTitle')}
      </Title>
      <Text c="dimmed" maw={480}>
        {passed ? t('wizard.complete.body') : t('wizard.complete.pendingBody')}
      </Text>
      <Stack w="100%" maw={560} ta="left">
        <TestChecks status={status} keys={TEST_CHECKS} failed={failed} />
      </Stack>
      <Group justify="center" mt="sm">
        {passed && (
          <Button leftSection={<IconShare size={16} />} onClick={onComplete}>
            {t('wizard.complete.share')}
          </Button>
        )}
        <Button component={Link} to="/cards" variant="default">
          {t('wizard.complete.cards')}
        </Button>
      </Group>
    </Stack>
  );
};
