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

const renderScanner = (
  signedIn: boolean,
  holder: HolderView = view,
  after: Partial<HolderView> = { stamps: 3 },
  { keyRevoked = false } = {},
) => {
  const sent: unknown[] = [];
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
      code === 'known' ? ok(holder) : err(domainError('scanner.pass_not_found')),
    );
  container
    .bind(ScannerUseCases.runScanAction)
    .toConstantValue(
      async (request: unknown) => (
        sent.push(request),
        keyRevoked
          ? err({ ...domainError('scanner.device_key_invalid'), idempotencyKey: 'k' })
          : ok({ view: { ...holder, ...after }, idempotencyKey: 'k' })
      ),
    );
  container.bind(ScannerUseCases.undoScanChange).toConstantValue(async () => ok(view));
  renderRoutes(container, i18n, [{ path: '/scanner', element: <ScannerAppPage /> }], '/scanner');
  return { sent };
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

describe('the web scanner says what it did', () => {
  it('names the points it added', async () => {
    const points: HolderView = { ...view, passType: 'point_card', points: 10, actions: ['add_points'] };
    const { sent } = renderScanner(true, points, { points: 15 });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    fireEvent.change(await screen.findByLabelText(/^Points/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 points' }));
    await screen.findByText('5 points added.');
    expect(sent).toMatchObject([{ actionId: 'add_points', value: 5 }]);
  });
});

describe('the web scanner records a purchase as typed', () => {
  const pointCard: HolderView = {
    ...view,
    passType: 'point_card',
    points: 10,
    actions: ['purchase'],
    purchase: { currency: 'EUR', items: [], notesEnabled: false },
  };
  const record = () => fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));

  it('refuses what is not an amount instead of reading it as another number, and says what it earned', async () => {
    const { sent } = renderScanner(true, pointCard, { points: 22 });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    const amount = await screen.findByLabelText('Amount EUR');
    record();
    await screen.findByText('Enter the purchase amount or how many of an item.');
    fireEvent.change(amount, { target: { value: 'abc' } });
    record();
    await screen.findByText('Enter an amount such as 12.45.');
    fireEvent.change(amount, { target: { value: '1.2.3' } });
    record();
    await screen.findByText('Enter an amount such as 12.45.');
    expect(document.activeElement).toBe(amount);
    expect(sent).toEqual([]);
    // Thousands grouped as another language groups them are not read as some other number.
    fireEvent.change(amount, { target: { value: '1.234' } });
    record();
    await screen.findByText('Enter an amount such as 12.45.');
    expect(sent).toEqual([]);
    // A German till's comma is the decimal point; it is sent with a point.
    fireEvent.change(amount, { target: { value: '12,50' } });
    record();
    await screen.findByText('Purchase recorded: 12 points earned.');
    expect(sent).toMatchObject([{ actionId: 'purchase', amount: '12.50', items: [] }]);
    // The recorded purchase leaves the form empty, so a second tap cannot record it again.
    await waitFor(() => expect((screen.getByLabelText('Amount EUR') as HTMLInputElement).value).toBe(''));
    // English groups thousands with a comma.
    fireEvent.change(screen.getByLabelText('Amount EUR'), { target: { value: '1,234.50' } });
    record();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ actionId: 'purchase', amount: '1234.50' });
  });

  it('refuses an item quantity typed as a decimal or with a minus, never reading it as another number', async () => {
    const itemCard: HolderView = {
      ...pointCard,
      purchase: { currency: 'EUR', items: ['coffee'], notesEnabled: false },
    };
    const { sent } = renderScanner(true, itemCard, { points: 12 });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    const quantity = await screen.findByRole('textbox', { name: 'How many coffee' });
    for (const typed of ['1.5', '-2', '1000']) {
      fireEvent.change(quantity, { target: { value: typed } });
      await screen.findByText('Enter a whole number from 0 to 999.');
      // Leaving the box keeps what was typed: 1000 was quietly recorded as 999.
      fireEvent.blur(quantity);
      expect((quantity as HTMLInputElement).value).toBe(typed);
      record();
      expect(sent).toEqual([]);
    }
    fireEvent.change(quantity, { target: { value: '2' } });
    record();
    await waitFor(() =>
      expect(sent).toMatchObject([{ actionId: 'purchase', items: [{ key: 'coffee', quantity: 2 }] }]),
    );
  });

  it('says when a purchase earned nothing under the rule', async () => {
    renderScanner(true, pointCard, { points: 10 });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    fireEvent.change(await screen.findByLabelText('Amount EUR'), { target: { value: '0.50' } });
    record();
    await screen.findByText("Purchase recorded. It earns no points under the card's points rule.");
  });
});

describe('the web scanner stamp count', () => {
  it('never shows one count while the button adds another', async () => {
    const { sent } = renderScanner(true);
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    const count = await screen.findByRole('textbox', { name: 'Stamps' });
    fireEvent.change(count, { target: { value: '' } });
    await screen.findByText('Enter a whole number from 1 to 100,000.');
    const add = screen.getByRole('button', { name: 'Add 1 stamp' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.submit(count.closest('form')!);
    expect(sent).toEqual([]);
    // A decimal is refused as typed, not read as 15 with its point dropped.
    fireEvent.change(count, { target: { value: '1.5' } });
    await screen.findByText('Enter a whole number from 1 to 100,000.');
    expect((screen.getByRole('textbox', { name: 'Stamps' }) as HTMLInputElement).value).toBe('1.5');
    // A minus (meant to take stamps away) is refused too, not added as 2.
    fireEvent.change(count, { target: { value: '-2' } });
    await screen.findByText('Enter a whole number from 1 to 100,000.');
    expect((screen.getByRole('textbox', { name: 'Stamps' }) as HTMLInputElement).value).toBe('-2');
    fireEvent.submit(count.closest('form')!);
    expect(sent).toEqual([]);
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 stamps' }));
    await screen.findByText('2 stamps added.');
    expect(sent).toMatchObject([{ actionId: 'add_stamp', value: 2 }]);
  });
});

describe('the web scanner and a coupon', () => {
  const coupon: HolderView = { ...view, passType: 'coupon', offer: '10% off', actions: ['redeem_coupon'] };
  const used = { couponRedeemedAt: '2026-11-20T10:00:00Z', couponRedeemedBy: 'Till', actions: [] };

  it('after its own redemption shows the coupon as used calmly, not as a coupon to refuse', async () => {
    const { sent } = renderScanner(true, coupon, used);
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem coupon' }));
    await screen.findByText('Coupon redeemed.');
    expect(sent).toMatchObject([{ actionId: 'redeem_coupon' }]);
    expect(screen.getByTestId('coupon-state').textContent).toBe('Used just now on this device.');
    expect(screen.queryByText('Coupon already used')).toBeNull();
    expect(screen.queryByText(/Do not accept it again/)).toBeNull();
  });

  it('warns about a coupon that was already used when it was looked up', async () => {
    renderScanner(true, { ...coupon, ...used });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Coupon already used');
    expect(warning.textContent).toContain('Do not accept it again.');
  });
});

describe('the web scanner signed out by a revoked key', () => {
  it('says why on the sign-in form, as a wrong key does', async () => {
    renderScanner(true, view, {}, { keyRevoked: true });
    await screen.findByLabelText(/^Pass code/);
    await lookUp('known');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 stamp' }));
    const key = await screen.findByLabelText(/^Device key/);
    await screen.findByText('This device key is not valid or was revoked.');
    await waitFor(() => expect(document.activeElement).toBe(key));
    // Signed in again, the scanner starts from a new scan, not the last pass and its failure.
    fireEvent.change(key, { target: { value: 'pdk_new' } });
    fireEvent.submit(key.closest('form')!);
    await screen.findByLabelText(/^Pass code/);
    expect(screen.queryByTestId('holder-panel')).toBeNull();
    expect(screen.queryByText('This device key is not valid or was revoked.')).toBeNull();
  });
});
