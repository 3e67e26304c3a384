import { Group, List, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TestCheck, TestCheckKey, TestStatus } from '#domain/testing-wizard/index.ts';

const timeOf = (iso: string | null, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso)) : '';

/** One check: green when its event was seen, waiting until then, or why it cannot be seen here. */
const CheckRow = ({ check }: { check: TestCheck }) => {
  const { t, i18n } = useTranslation('cards');
  const text = t(`wizard.checks.${check.key}.${check.state}`, {
    detail: check.key === 'registration' ? t(`wizard.checks.wallet.${check.detail ?? 'any'}`) : check.detail,
    time: timeOf(check.at, i18n.language),
  });
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      role="listitem"
      data-testid={`check-${check.key}`}
      data-state={check.state}
    >
      {check.state === 'done' ? (
        <ThemeIcon size={22} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={16} />
        </ThemeIcon>
      ) : check.state === 'waiting' ? (
        <ThemeIcon size={22} radius="xl" color="gray" variant="transparent" aria-hidden>
          <Loader size={14} color="gray" />
        </ThemeIcon>
      ) : (
        <ThemeIcon size={22} radius="xl" color="yellow" variant="light" aria-hidden>
          <IconInfoCircle size={16} />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={check.state === 'done' ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          <Text span fz="sm" fw={600}>
            {t(`wizard.checks.state.${check.state}`)}:{' '}
          </Text>
          {text}
        </Text>
        {check.reasons.length > 0 && (
          <List size="sm" spacing={2} c="gray.7">
            {check.reasons.map((reason) => (
              <List.Item key={reason}>{t(`wizard.checks.reasons.${reason}`)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Group>
  );
};

/**
 * The checks of one step (or the whole test), as the server saw them. The list is a live region,
 * so a check turning green is read out.
 */
export const TestChecks = ({
  status,
  keys,
  failed = false,
}: {
  status: TestStatus | null;
  keys: readonly TestCheckKey[];
  failed?: boolean;
}) => {
  const { t } = useTranslation('cards');
  const checks = status?.checks.filter((c) => keys.includes(c.key)) ?? [];
  if (status && checks.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-body)">
      <Stack gap="xs">
        <Text fz="sm" fw={700}>
          {t('wizard.checks.title')}
        </Text>
        {!status ? (
          <Skeleton h={22} aria-busy="true" />
        ) : (
          <Stack gap="xs" role="list" aria-live="polite" aria-label={t('wizard.checks.title')}>
            {checks.map((check) => (
              <CheckRow key={check.key} check={check} />
            ))}
          </Stack>
        )}
        {failed && (
          <Text fz="xs" c="gray.7" role="status">
            {t('wizard.checks.offline')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};
