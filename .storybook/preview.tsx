import 'reflect-metadata';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../ui/app/app-providers.tsx';
import { createI18n } from '../ui/app/i18n.ts';

const withProviders: Decorator = (Story, context) => (
  <AppProviders
    container={(context.parameters.container as Container | undefined) ?? new Container()}
    i18n={context.loaded.i18n as i18n}
  >
    <MemoryRouter>
      <Story />
    </MemoryRouter>
  </AppProviders>
);

const preview: Preview = {
  loaders: [async () => ({ i18n: await createI18n('en') })],
  decorators: [withProviders],
  parameters: { layout: 'centered' },
};

export default preview;
