import {
  ActionIcon,
  Anchor,
  AppShell,
  Badge,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { logoTarget } from '#domain/auth/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { PastDueBanner } from '../billing/past-due-banner.tsx';
import { useCheckoutReturn } from '../billing/use-checkout-return.ts';
import { useSubscriptionRefresh } from '../billing/use-subscription-refresh.ts';
import { Logo } from '../components/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NAV_ENTRIES, TRASH_ENTRY } from './navigation.ts';

/** The signed-in application frame: sidebar (a drawer below 768 px), header, content. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation('navigation');
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'passdeck.sidebarCollapsed',
    defaultValue: false,
  });
  const { user } = useSnapshot(authStore);
  const { pathname } = useLocation();
  const width = collapsed ? 72 : 248;
  useSubscriptionRefresh();
  useCheckoutReturn();

  const soon = (
    <Badge size="xs" variant="light" color="gray">
      {t('soon')}
    </Badge>
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width, breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleMenu')}
            />
            <Anchor component={Link} to={logoTarget(Boolean(user))} underline="never" aria-label={t('home')}>
              <Logo />
            </Anchor>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('mainNavigation')}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {NAV_ENTRIES.map((entry) => {
              const Icon = entry.icon;
              const label = t(entry.labelKey);
              const active = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
              const common = {
                label: collapsed ? undefined : label,
                'aria-label': collapsed ? label : undefined,
                leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
                active,
                variant: 'light' as const,
                style: { borderRadius: 'var(--mantine-radius-md)' },
              };
              const item = entry.available ? (
                <NavLink
                  key={entry.path}
                  component={Link}
                  to={entry.path}
                  onClick={closeMobile}
                  {...common}
                />
              ) : (
                // `disabled` only styles the entry; aria-disabled tells assistive tools (and the
                // contrast check, which exempts inactive controls) that it is not usable yet.
                <NavLink
                  key={entry.path}
                  disabled
                  aria-disabled
                  rightSection={collapsed ? undefined : soon}
                  {...common}
                />
              );
              return collapsed ? (
                <Tooltip key={entry.path} label={label} position="right" withArrow>
                  <div>{item}</div>
                </Tooltip>
              ) : (
                item
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Group justify={collapsed ? 'center' : 'space-between'} gap="xs" mt="sm">
            <NavLink
              component={Link}
              to={TRASH_ENTRY.path}
              onClick={closeMobile}
              active={pathname === TRASH_ENTRY.path}
              variant="light"
              label={collapsed ? undefined : t(TRASH_ENTRY.labelKey)}
              aria-label={t(TRASH_ENTRY.labelKey)}
              leftSection={<IconTrash size={20} stroke={1.6} aria-hidden />}
              style={{ borderRadius: 'var(--mantine-radius-md)', flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              visibleFrom="sm"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={18} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} />
              )}
            </ActionIcon>
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Stack maw={1200} mx="auto" w="100%">
          <PastDueBanner />
          {children ?? <Outlet />}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
};
