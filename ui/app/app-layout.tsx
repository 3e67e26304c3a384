import { ActionIcon, Anchor, AppShell, Box, Burger, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { logoTarget } from '#domain/auth/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { Logo } from '../components/logo.tsx';
import classes from './app-layout.module.css';
import { isCurrentEntry, navEntriesFor, TRASH_ENTRY } from './navigation.ts';
import { useCan } from './use-can.ts';
import { HEADER_HEIGHT } from './header-height.ts';

// The account menu and the tooltips are popovers: they load beside the first screen, not before it
// (issue 23). Until then the menu's place stays empty and an entry shows without its tooltip.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));
const NavTooltip = lazy(async () => ({ default: (await import('./nav-tooltip.tsx')).NavTooltip }));
const BillingFrame = lazy(async () => ({
  default: (await import('../billing/billing-frame.tsx')).BillingFrame,
}));
const ACCOUNT_MENU_SIZE = 36;

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
  const can = useCan();
  const width = collapsed ? 72 : 248;
  const burger = useRef<HTMLButtonElement>(null);
  // Below the navbar's breakpoint (sm, 48em) the menu is a drawer moved off-screen when closed:
  // inert keeps its links out of the Tab order and away from screen readers until it opens.
  const drawer = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  // A link in the phone menu closes it, and the menu turns inert: the focus, which would fall to
  // the page body, goes to the page the link opens.
  const followLink = () => {
    if (drawer && mobileOpen) document.getElementById('main-content')?.focus({ preventScroll: true });
    closeMobile();
  };
  // The phone menu closes on Escape like any disclosure, and gives the focus back to its button.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    closeMobile();
    burger.current?.focus();
  });

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width, breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        {/* The first stop of the keyboard: past the header and the navigation to the page. */}
        <Anchor
          href="#main-content"
          className={classes.skipLink}
          onClick={(event) => {
            // Focus moves without touching the address (the router would take a hash for a navigation).
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          {t('skipToContent')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={mobileOpen}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleMenu')}
              aria-expanded={mobileOpen}
              aria-controls="app-navigation"
            />
            <Anchor component={Link} to={logoTarget(Boolean(user))} underline="never" aria-label={t('home')}>
              <Logo />
            </Anchor>
          </Group>
          <Suspense fallback={<Box w={ACCOUNT_MENU_SIZE} h={ACCOUNT_MENU_SIZE} />}>
            <AccountMenu />
          </Suspense>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        aria-label={t('mainNavigation')}
        id="app-navigation"
        inert={drawer && !mobileOpen}
      >
        {/* Natively scrolled: Mantine's ScrollArea would bring floating-ui into every page's first download. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={2}>
            {navEntriesFor(can).map((entry) => {
              const Icon = entry.icon;
              const label = t(entry.labelKey);
              const active = isCurrentEntry(entry, pathname);
              const common = {
                label: collapsed ? undefined : label,
                'aria-label': collapsed ? label : undefined,
                leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
                active,
                variant: 'light' as const,
                style: { borderRadius: 'var(--mantine-radius-md)' },
              };
              const item = entry.available ? (
                <NavLink key={entry.path} component={Link} to={entry.path} onClick={followLink} {...common} />
              ) : (
                // `disabled` only styles the entry; aria-disabled tells assistive tools (and the
                // contrast check, which exempts inactive controls) that it is not usable yet.
                // "Soon" stands under the name, not beside it: a long name ("Automatiseringen")
                // keeps the whole width of the bar. Without an address the anchor has no role, and a
                // name on a role-less element is not read out: role="link" keeps the name heard, and
                // a collapsed entry says "Soon" in its name since there is no description to show it.
                <NavLink
                  key={entry.path}
                  disabled
                  aria-disabled
                  role="link"
                  description={collapsed ? undefined : t('soon')}
                  {...common}
                  aria-label={collapsed ? `${label} (${t('soon')})` : undefined}
                />
              );
              return collapsed ? (
                <Suspense key={entry.path} fallback={<div>{item}</div>}>
                  <NavTooltip label={label}>{item}</NavTooltip>
                </Suspense>
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
              onClick={followLink}
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

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Stack maw={1200} mx="auto" w="100%">
          <Suspense fallback={null}>
            <BillingFrame />
          </Suspense>
          {children ?? <Outlet />}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
};
