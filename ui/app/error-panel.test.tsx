import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers.tsx';
import { ErrorPanel } from './error-panel.tsx';
import { createI18n } from './i18n.ts';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const renderPanel = (error: unknown) => {
  const router = createMemoryRouter([{ path: '/', element: <ErrorPanel error={error} /> }]);
  render(
    <AppProviders container={new Container()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('ErrorPanel', () => {
  it('explains a role refusal (403 team.forbidden) and leads back to the dashboard, not to /login', async () => {
    renderPanel({ status: 403, code: 'team.forbidden', message: 'Forbidden' });
    expect(await screen.findByText('Your role does not allow this')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard');
  });

  it('still sends a 401 to log in again', async () => {
    renderPanel({ status: 401 });
    expect(await screen.findByText('Your session has expired')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });
});
