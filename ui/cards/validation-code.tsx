import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/notify.ts';

/** A customer's validation code, large enough to read out, with copy and New code. */
export const ValidationCode = ({
  code,
  renewing,
  onRenew,
  testId,
}: {
  code: string;
  renewing: boolean;
  onRenew: () => void;
  testId: string;
}) => {
  const { t } = useTranslation('cards');
  return (
    <Stack gap={4}>
      <Text fz="sm" c="dimmed">
        {t('addCustomer.codeLabel')}
      </Text>
      {/* The button goes under the code when both do not fit ("Code kopieren" was cut at 390 px). */}
      <Group justify="space-between" gap="xs">
        <Text ff="monospace" fz={28} fw={700} lts={3} data-testid={testId}>
          {code}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              style={{ flexShrink: 0 }}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => {
                copy();
                notify.success(t('addCustomer.codeCopied'));
              }}
            >
              {t('addCustomer.copyCode')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} />}
          loading={renewing}
          onClick={onRenew}
        >
          {t('addCustomer.newCode')}
        </Button>
      </Group>
    </Stack>
  );
};
