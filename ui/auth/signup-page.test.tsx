import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import * as auth from '#domain/auth/index.ts';
import { PLAN_CHOICE_KEY } from '#domain/billing/index.ts';
import { err, domainError } from '#domain/shared/index.ts';
import { fakeAuthGateway, fixedClock, MemorySession, sampleUser } from '../../test/fakes/auth-fakes.ts';
import { bindPurchaseUseCases, fakeBillingGateway } from '../../test/fakes/purchase-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { renderGuarded } from './render-guarded.tsx';
import { resetAuthStore, setSignedInUser } from './auth.store.ts';
import { SignupPage } from './signup-page.tsx';
import { SignupVerifyPage } from './signup-verify-page.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => resetAuthStore());

const renderAt = (
  path: string,
  storage = memoryStorage(),
  gateway = fakeAuthGateway(),
  billing = fakeBillingGateway(),
) => {
  const container = new Container();
  const deps = { gateway, storage, clock: fixedClock(), session: new MemorySession() };
  const names = [
    'currentSignUp',
    'recordSignUpEvent',
    'requestSignUpCode',
    'verifySignUp',
    'completeSignUp',
    'completeOnboarding',
    'loadSignInProviders',
  ] as const;
  for (const name of names)
    container.bind(auth.AuthUseCases[name]).toConstantValue(auth[name](deps) as never);
  bindPurchaseUseCases(container, { billing, storage, clock: deps.clock });
  return renderGuarded(
    container,
    i18n,
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup/verify/:a/:b', element: <SignupVerifyPage /> },
    ],
    path,
  );
};

describe('the sign-up page', () => {
  it('shows the business step to a signed-in user who has not onboarded', async () => {
    setSignedInUser(sampleUser({ firstName: 'Ana' }));
    renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'Tell us about your business' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 5: Business')).toBeTruthy();
    // The first name the account has is not asked again; the missing last name is, alone.
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByLabelText(/^Last name/)).toBeTruthy();
  });

  it('does not ask again for names the account has', async () => {
    setSignedInUser(sampleUser({ firstName: 'Ana', lastName: 'Silva' }));
    renderAt('/signup');
    expect(await screen.findByLabelText(/^Business name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.queryByLabelText(/^Last name/)).toBeNull();
  });

  it('requires both names on the password step, so the business step does not ask them again', async () => {
    setSignedInUser(null);
    const storage = memoryStorage();
    const at = fixedClock().now().getTime();
    storage.set(
      auth.SIGN_UP_STORAGE_KEY,
      JSON.stringify({
        ...auth.NEW_SIGN_UP,
        email: 'ana@example.com',
        codeSentAt: new Date(at - 60_000).toISOString(),
        verification: { token: 'proof', expiresAt: new Date(at + 600_000).toISOString() },
      }),
    );
    renderAt('/signup', storage);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    const lastName = screen.getByLabelText(/^Last name/);
    expect(lastName.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Optional')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
  });

  it('resumes at the code step with the re-send waiting out the cool-down', async () => {
    setSignedInUser(null);
    const storage = memoryStorage();
    const sentAt = new Date(fixedClock().now().getTime() - 20_000).toISOString();
    storage.set(
      auth.SIGN_UP_STORAGE_KEY,
      JSON.stringify({ ...auth.NEW_SIGN_UP, email: 'ana@example.com', codeSentAt: sentAt }),
    );
    renderAt('/signup', storage);
    expect(await screen.findByText('We sent a 6-digit code to ana@example.com.')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend code in 40 s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });

  it('goes back from the code step with the address filled in, to correct a typo rather than retype it', async () => {
    setSignedInUser(null);
    const storage = memoryStorage();
    const sentAt = new Date(fixedClock().now().getTime() - 20_000).toISOString();
    storage.set(
      auth.SIGN_UP_STORAGE_KEY,
      JSON.stringify({ ...auth.NEW_SIGN_UP, email: 'ana@exmaple.com', codeSentAt: sentAt }),
    );
    renderAt('/signup', storage);
    fireEvent.click(await screen.findByRole('button', { name: 'Use another email' }));
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('ana@exmaple.com');
  });

  it('keeps the plan of a pricing link for after the sign-up, and says so', async () => {
    setSignedInUser(null);
    const storage = memoryStorage();
    renderAt('/signup?plan=growth-year&currency=PLN&priceId=', storage);
    expect(await screen.findByText("After you sign up, you'll confirm your plan at checkout.")).toBeTruthy();
    expect(JSON.parse(storage.get(PLAN_CHOICE_KEY) ?? '{}')).toMatchObject({
      planId: 'growth-year',
      currency: 'PLN',
    });
  });

  it('says "Verification Failed !!!" for a link the server refuses', async () => {
    setSignedInUser(null);
    const gateway = fakeAuthGateway({ verifyEmail: async () => err(domainError('auth.code_invalid')) });
    renderAt(
      '/signup/verify/0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10/abcdefghijklmnopqrstuvwxyz',
      undefined,
      gateway,
    );
    expect(await screen.findByRole('heading', { name: 'Verification Failed !!!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/signup');
  });
});

describe('the sign-up steps keep the keyboard focus', () => {
  it('moves it to the code after "Send code", and to the first name once the code is verified', async () => {
    setSignedInUser(null);
    renderAt('/signup');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const firstDigit = await screen.findByLabelText('Digit 1 of 6');
    await waitFor(() => expect(document.activeElement).toBe(firstDigit));
    for (const [index, digit] of [...'123456'].entries())
      fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    const firstName = await screen.findByLabelText(/^First name/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
  });
});
