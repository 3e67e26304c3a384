import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { LoadingRows } from './load-state.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('de');
});

describe('LoadingRows', () => {
  it('shows grey rows in place of a spinner, named as loading in the page language', () => {
    const { container } = render(
      <AppProviders container={new Container()} i18n={i18n}>
        <LoadingRows height={44} rows={4} />
      </AppProviders>,
    );
    const status = screen.getByRole('status', { name: 'Wird geladen…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(4);
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
  });
});
