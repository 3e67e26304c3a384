import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import type { i18n } from 'i18next';
import { lazy, Suspense, useMemo, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ContainerProvider, type Resolver } from './container-context.tsx';
import './focus.css';
import { FocusKeeper } from './keep-focus.ts';
import { PasteCutNotice } from './paste-cut-notice.ts';
import { cssVariablesResolver, themeFor } from './theme.ts';
import { HEADER_HEIGHT } from './header-height.ts';
import notificationClasses from './notifications.module.css';

/**
 * The toasts' host loads beside the first screen, not before it (issue 23): toasts shown before it
 * arrives wait in Mantine's notifications store and appear when it mounts.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

const colorSchemeManager = localStorageColorSchemeManager({ key: 'passdeck.colorScheme' });

/** Mantine with the theme in the user's language (the names of its icon-only controls). */
const ThemedMantine = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const theme = useMemo(() => themeFor(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </MantineProvider>
  );
};

/** Everything a view needs around it: container, translations, theme, toasts, the kept focus. */
export const AppProviders = ({
  container,
  i18n,
  children,
}: {
  container: Resolver;
  i18n: i18n;
  children: ReactNode;
}) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={i18n}>
      <ThemedMantine>
        <Suspense fallback={null}>
          {/* Top-right as the design asks; on a phone below the header (notifications.module.css). */}
          <Notifications
            position="top-right"
            autoClose={4000}
            limit={4}
            zIndex={1000}
            classNames={{ root: notificationClasses.root }}
            style={{ '--toasts-top': `${HEADER_HEIGHT + 8}px` } as CSSProperties}
          />
        </Suspense>
        <FocusKeeper />
        <PasteCutNotice />
        {children}
      </ThemedMantine>
    </I18nextProvider>
  </ContainerProvider>
);
