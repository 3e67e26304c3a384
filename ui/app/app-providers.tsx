import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider, type Resolver } from './container-context.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'passdeck.colorScheme' });

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
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        <Notifications position="top-right" autoClose={4000} limit={4} zIndex={1000} />
        {children}
      </MantineProvider>
    </I18nextProvider>
  </ContainerProvider>
);
