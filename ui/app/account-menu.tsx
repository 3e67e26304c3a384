import {
  Avatar,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconLanguage, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { displayNameOf, initialsOf } from '#domain/auth/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { subscriptionStore } from '../billing/subscription.store.ts';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { LANGUAGE_NAMES } from './i18n.ts';
import { useFormattingLocale } from './use-locale-format.ts';
import { STRONG_TEXT } from './theme.ts';

/** Account menu: who is signed in, colour scheme, language, log out. */
export const AccountMenu = () => {
  const { t, i18n } = useTranslation('navigation');
  const { user } = useSnapshot(authStore);
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { subscription } = useSnapshot(subscriptionStore);
  const locale = useFormattingLocale();
  if (!user) return null;
  const name = displayNameOf(user);
  const trialEnd = subscription?.status === 'trialing' ? subscription.trialEndsAt : null;

  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        {/* The name starts with the initials it shows, so speech control finds it by what it reads. */}
        <UnstyledButton aria-label={t('accountMenuOf', { initials: initialsOf(name) })}>
          <Avatar color="violet" radius="xl" size={36}>
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          {trialEnd && (
            <Text fz="xs" c={STRONG_TEXT.violet} fw={600} mt={4}>
              {t('trialEnds', {
                date: new Intl.DateTimeFormat(locale, {
                  day: 'numeric',
                  month: 'short',
                }).format(new Date(trialEnd)),
              })}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={scheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          {scheme === 'dark' ? t('lightMode') : t('darkMode')}
        </Menu.Item>
        <Menu.Label>
          <IconLanguage size={12} aria-hidden /> {t('language')}
        </Menu.Label>
        {SITE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void i18n.changeLanguage(language)}
            fw={i18n.resolvedLanguage === language ? 700 : undefined}
            aria-current={i18n.resolvedLanguage === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />} color="red">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
