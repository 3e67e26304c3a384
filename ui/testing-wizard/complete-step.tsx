import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §2.3 step 7: the card is tested; the completion callback leads on to sharing it. */
export const CompleteStep = ({ onComplete }: { onComplete: () => void }) => {
  const { t } = useTranslation('cards');
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={56} radius="xl" color="mint" variant="light">
        <IconCircleCheck size={34} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="xl">
        {t('wizard.complete.title')}
      </Title>
      <Text c="dimmed" maw={460}>
        {t('wizard.complete.body')}
      </Text>
      <Group justify="center" mt="sm">
        <Button leftSection={<IconShare size={16} />} onClick={onComplete}>
          {t('wizard.complete.share')}
        </Button>
        <Button component={Link} to="/cards" variant="default">
          {t('wizard.complete.cards')}
        </Button>
      </Group>
    </Stack>
  );
};
