import { PasswordInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers.tsx';
import { createI18n } from './i18n.ts';

describe('the app theme', () => {
  it('names every password eye in the user’s language and lets the keyboard reach and press it', async () => {
    const i18n = await createI18n('de');
    render(
      <AppProviders container={new Container()} i18n={i18n}>
        <PasswordInput label="Passwort" />
      </AppProviders>,
    );
    const eye = screen.getByRole('button', { name: 'Passwort ein- oder ausblenden' });
    expect(eye.tabIndex).toBe(0);
    expect(screen.getByLabelText('Passwort').getAttribute('type')).toBe('password');
    fireEvent.keyDown(eye, { key: 'Enter' });
    expect(screen.getByLabelText('Passwort').getAttribute('type')).toBe('text');
  });
});
