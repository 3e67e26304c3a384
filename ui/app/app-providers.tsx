import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ContainerProvider, type Resolver } from './container-context.tsx';
import './focus.css';
import { cssVariablesResolver, themeFor } from './theme.ts';

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

/** Everything a view needs around it: container, translations, theme, toasts. */
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
        <Notifications position="top-right" autoClose={4000} limit={4} zIndex={1000} />
        {children}
      </ThemedMantine>
    </I18nextProvider>
  </ContainerProvider>
);
