import { fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { ok } from '#domain/shared/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { InstallStep } from './install-step.tsx';
import type { TestCustomer } from './test-customer-step.tsx';

// jsdom has no canvas to draw the QR code on; the link it encodes is the canvas's data-value.
vi.mock('qrcode', () => ({ default: { toCanvas: async () => undefined } }));

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const renderStep = (customer: TestCustomer) => {
  const taken: TestCustomer[] = [];
  const container = new Container();
  container.bind(InvitationUseCases.createTestCustomer).toConstantValue(async () => {
    throw new Error('the wizard has its test customer already');
  });
  container
    .bind(InvitationUseCases.renewCustomerCode)
    .toConstantValue(async () => ok({ validationCode: 'NEWC2345' }));
  // The wizard keeps the customer it is handed, as the page does.
  const Wizard = () => {
    const [current, setCurrent] = useState(customer);
    return (
      <InstallStep
        cardId="card-1"
        customer={current}
        known
        onCustomer={(c) => {
          taken.push(c);
          setCurrent(c);
        }}
      />
    );
  };
  const element = <Wizard />;
  render(
    <AppProviders container={container} i18n={i18n}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </AppProviders>,
  );
  return taken;
};

describe('InstallStep (requirements §2.3 step 2)', () => {
  it("opens the pass page with the test customer's code", async () => {
    renderStep({ id: 't1', validationCode: 'TEST2345' });
    const link = await screen.findByRole('link', { name: /Open the pass page/ });
    expect(link.getAttribute('href')).toMatch(/\/get-pass\/card-1\?code=TEST2345$/);
    expect(screen.getByRole('img', { name: 'QR code of the pass page' }).dataset.value).toBe(
      link.getAttribute('href'),
    );
  });

  it('offers no plain pass page once the code is spent (it would issue a new, real customer), but a new code', async () => {
    const taken = renderStep({ id: 't1', validationCode: null });
    const renew = await screen.findByRole('button', { name: /new code/i });
    expect(screen.queryByRole('link', { name: /Open the pass page/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the pass page' })).toBeNull();
    expect(screen.queryByText("Point your phone's camera at the QR code.")).toBeNull();
    renew.focus();
    fireEvent.click(renew);
    await vi.waitFor(() => expect(taken).toEqual([{ id: 't1', validationCode: 'NEWC2345' }]));
    // The button went with the spent code: the link it brought back takes the focus.
    const link = await screen.findByRole('link', { name: /Open the pass page/ });
    expect(link.getAttribute('href')).toMatch(/\?code=NEWC2345$/);
    await vi.waitFor(() => expect(document.activeElement).toBe(link));
  });
});
