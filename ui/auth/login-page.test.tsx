import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { type AuthGateway, AuthUseCases, loadSignInProviders, logIn, type User } from '#domain/auth/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { fakeAuthGateway, MemorySession } from '../../test/fakes/auth-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { renderGuarded } from './render-guarded.tsx';
import { authStore, resetAuthStore, setSignedInUser } from './auth.store.ts';
import { LoginPage } from './login-page.tsx';

const user: User = {
  _id: 'u1',
  email: 'ana@example.com',
  role: 'admin',
  firstName: 'Ana',
  lastName: 'Silva',
  businessName: 'Café Sol',
  businessType: 'cafe',
  phoneNumber: null,
  profileImage: null,
  marketingOptIn: false,
  isOnBoardingCompleted: true,
  isEmailVerified: true,
  teamRole: 'owner',
};

const gateway: AuthGateway = fakeAuthGateway({
  register: async () => err(domainError('x')),
  login: async ({ password }) =>
    password === 'right password'
      ? ok({ access_token: 'a', refresh_token: 'r' })
      : password.length > 128
        ? err(
            domainError('validation.password_too_long', 'password: Use at most 128 characters.', 'password'),
          )
        : err(domainError('auth.invalid_credentials')),
  logout: async () => ok(undefined),
  me: async () => ok(user),
  updateMe: async () => ok(user),
  providers: async () => ok({ google: true }),
});

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => resetAuthStore());

const renderAt = (path: string, google = false) => {
  const container = new Container();
  container.bind(AuthUseCases.logIn).toConstantValue(logIn({ gateway, session: new MemorySession() }));
  container
    .bind(AuthUseCases.loadSignInProviders)
    .toConstantValue(loadSignInProviders({ gateway: { ...gateway, providers: async () => ok({ google }) } }));
  return renderGuarded(
    container,
    i18n,
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/cards', element: <p>cards page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    path,
  );
};

describe('log in', () => {
  it('shows the field messages and marks the inputs invalid', async () => {
    setSignedInUser(null);
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('names the sign-up link with its text (a translated tag must not be an HTML void element)', async () => {
    setSignedInUser(null);
    renderAt('/login');
    const link = await screen.findByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
  });

  it('says "Incorrect email or password" for wrong credentials', async () => {
    setSignedInUser(null);
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email or password');
    // In the form, where the user corrects it, and gone once a field changes.
    expect(alert.closest('form')).not.toBeNull();
    expect(authStore.user).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong again' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("puts the server's refusal of a field under that field, translated, and focuses it", async () => {
    setSignedInUser(null);
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'x'.repeat(200) } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Use at most 128 characters.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByText(/password:/)).toBeNull();
  });

  it('signs in and the guard returns the user to the redirect target', async () => {
    setSignedInUser(null);
    const router = renderAt('/cards');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcards');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('cards page')).toBeTruthy();
    expect(authStore.user?.email).toBe('ana@example.com');
  });

  it('offers "Continue with Google" only when the server does, keeping the redirect target', async () => {
    setSignedInUser(null);
    renderAt('/login?redirect=%2Fcards', true);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google/login?redirect=%2Fcards');
  });

  it('hides the Google button when the server does not offer it', async () => {
    setSignedInUser(null);
    renderAt('/login');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull());
  });

  it('says so when signing in with Google failed', async () => {
    setSignedInUser(null);
    renderAt('/login?error=google');
    expect(await screen.findByText(/Signing in with Google did not work/)).toBeTruthy();
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });
});

describe('the language of the log-in page', () => {
  it('can be chosen on the page itself', async () => {
    setSignedInUser(null);
    renderAt('/login');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await screen.findByRole('button', { name: 'Anmelden' });
    await i18n.changeLanguage('en');
  });
});
