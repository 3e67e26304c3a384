import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from './language-picker.tsx';
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
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    // A new step replaced the form the user just sent, and the focus with it. Mantine honours
    // data-autofocus only in modals, so the card gives the focus to the step's marked field.
    const focused = document.activeElement;
    if (focused && focused !== document.body && card.current?.contains(focused)) return;
    (card.current?.querySelector<HTMLElement>('[data-autofocus]') ?? heading.current)?.focus();
  }, [title]);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={440}>
        <Center mb="lg">
          {/* The logo's label sits on a plain group, which gives a link no name. */}
          <Anchor component={Link} to="/" underline="never" aria-label={t('appName')}>
            <Logo size={36} />
          </Anchor>
        </Center>
        <Paper ref={card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={24} ref={heading} tabIndex={-1}>
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
        <Center mt="md">
          <LanguagePicker />
        </Center>
      </Box>
    </Center>
  );
};
