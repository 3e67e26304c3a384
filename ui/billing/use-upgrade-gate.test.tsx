import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainError } from '#domain/shared/index.ts';
import { createI18n } from '../app/i18n.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { useUpgradeGate } from './use-upgrade-gate.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

/** A page whose action the plan refuses with `code`, and the pages the dialog leads to. */
const renderRefusal = (code: string) => {
  const Page = () => {
    const gate = useUpgradeGate();
    return (
      <>
        <button type="button" onClick={() => gate.gated(domainError(code, 'refused'))}>
          Publish
        </button>
        {gate.dialog}
      </>
    );
  };
  return renderRoutes(
    new Container(),
    i18n,
    [
      { path: '/cards', element: <Page /> },
      { path: '/account', element: <p>account page</p> },
    ],
    '/cards?view=list',
  );
};

describe('useUpgradeGate (requirements §4 upgrade gate)', () => {
  it('opens only for a plan refusal, with its reason', () => {
    const { result } = renderHook(() => useUpgradeGate());
    let handled = true;
    act(() => {
      handled = result.current.gated(domainError('cards.publish_failed'));
    });
    expect(handled).toBe(false);
    expect(result.current.reason).toBeNull();
    act(() => {
      handled = result.current.gated(domainError('plan.limitExceeded'));
    });
    expect(handled).toBe(true);
    expect(result.current.reason).toBe('limitExceeded');
    act(() => {
      result.current.gated(domainError('plan.free'));
    });
    expect(result.current.reason).toBe('free');
  });

  it('leads "Select a plan" to the plans tab, coming back to the page', async () => {
    const router = renderRefusal('plan.free');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Your free plan has reached its limit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select a plan' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('plans');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/cards?view=list');
  });

  it('sends Cancel to /account on the free plan', async () => {
    const router = renderRefusal('plan.free');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('keeps a paid plan on the page when the dialog is cancelled', async () => {
    const router = renderRefusal('plan.limitExceeded');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText("You have reached your plan's limit")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/cards');
  });
});
