import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n.ts';
import { HomePage } from './home-page.tsx';

describe('the landing page', () => {
  it('links to the pricing page from the header and the footer, and offers the languages', async () => {
    render(
      <I18nextProvider i18n={await createI18n('en')}>
        <HomePage signedIn={false} />
      </I18nextProvider>,
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' }).getAttribute('href'),
    ).toBe('/pricing');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Pricing' }).getAttribute('href'),
    ).toBe('/pricing');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
