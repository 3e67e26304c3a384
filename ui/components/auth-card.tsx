import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

/** The centred frame of the log-in, sign-up and onboarding screens. */
export const AuthCard = ({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) => {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={440}>
        <Center mb="lg">
          {/* The logo's label sits on a plain group, which gives a link no name. */}
          <Anchor component={Link} to="/" underline="never" aria-label={t('appName')}>
            <Logo size={36} />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={24}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" mt="md" fz="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
};
