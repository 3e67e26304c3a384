import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STEPS, type FirstSteps } from '#domain/dashboard/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { FirstStepsChecklist } from './first-steps-panel.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const stepsWith = (done: readonly string[], testCardId: string | null = null): FirstSteps => ({
  steps: FIRST_STEPS.map((key) => ({ key, done: done.includes(key) })),
  testCardId,
});

const renderChecklist = (steps: FirstSteps) => {
  const router = createMemoryRouter([{ path: '/', element: <FirstStepsChecklist {...steps} /> }]);
  return render(
    <AppProviders container={new Container()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('FirstStepsChecklist (issue 23)', () => {
  it('links only the next step, to where it is taken, and says which steps are done', async () => {
    renderChecklist(stepsWith(['createCard', 'publishCard', 'pairScanner'], 'card-7'));
    expect(await screen.findByText('3 of 5 done')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Test your card', '/card/card-7/test'],
    ]);
    expect(screen.getByTestId('first-step-pairScanner').textContent).toContain('done');
    expect(screen.getByTestId('first-step-scan').textContent).toContain('to do');
  });

  it('leads a new business to its first card, and goes away once every step is done', async () => {
    const { unmount } = renderChecklist(stepsWith([]));
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/cards?new=1');
    unmount();
    renderChecklist(stepsWith([...FIRST_STEPS]));
    expect(screen.queryByTestId('first-steps')).toBeNull();
  });
});
