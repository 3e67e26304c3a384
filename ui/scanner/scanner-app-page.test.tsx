import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HolderView, ScannerUseCases } from '#domain/scanner/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { sampleHolderView } from '../../test/fakes/scanner-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { ScannerAppPage } from './scanner-app-page.tsx';

const view: HolderView = { ...sampleHolderView, name: 'Ana' };

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const renderScanner = (signedIn: boolean) => {
  const container = new Container();
  const device = { deviceId: 'd1', deviceName: 'Till' };
  container.bind(ScannerUseCases.restoreScanner).toConstantValue(async () => ok(signedIn ? device : null));
  container
    .bind(ScannerUseCases.signInScanner)
    .toConstantValue(async (key: string) => (key ? ok(device) : err(domainError('scanner.key_required'))));
  container.bind(ScannerUseCases.signOutScanner).toConstantValue(() => undefined);
  container
    .bind(ScannerUseCases.scanHolderCode)
    .toConstantValue(async (code: string) =>
      code === 'known' ? ok(view) : err(domainError('scanner.pass_not_found')),
    );
  container
    .bind(ScannerUseCases.runScanAction)
    .toConstantValue(async () => ok({ view: { ...view, stamps: 3 }, idempotencyKey: 'k' }));
  container.bind(ScannerUseCases.undoScanChange).toConstantValue(async () => ok(view));
  renderRoutes(container, i18n, [{ path: '/scanner', element: <ScannerAppPage /> }], '/scanner');
};

const lookUp = async (code: string) => {
  fireEvent.change(screen.getByLabelText(/^Pass code/), { target: { value: code } });
  fireEvent.submit(screen.getByLabelText(/^Pass code/).closest('form')!);
};

describe('the web scanner keeps the keyboard focus where a barcode reader types', () => {
  it('focuses the device key field when signed out, and the pass code once signed in', async () => {
    renderScanner(false);
    const key = await screen.findByLabelText(/^Device key/);
    await waitFor(() => expect(document.activeElement).toBe(key));
    // Its show/hide button names the key, not a password.
    expect(screen.getByRole('button', { name: 'Show or hide the device key' })).toBeTruthy();
    fireEvent.change(key, { target: { value: 'pdk_x' } });
    fireEvent.submit(key.closest('form')!);
    const code = await screen.findByLabelText(/^Pass code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('after a look-up, an action and "Scan the next pass", the focus never falls to the page', async () => {
    renderScanner(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Pass code/)));
    await lookUp('unknown');
    await screen.findByText('This pass was not found.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Pass code/));
    await lookUp('known');
    const name = await screen.findByRole('heading', { name: 'Ana' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 stamp' }));
    await screen.findByText('1 stamp added.');
    const next = screen.getByRole('button', { name: 'Scan the next pass' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Pass code/)));
  });
});
