import { describe, expect, it } from 'vitest';
import {
  isAuthPage,
  isProtectedPath,
  isPublicPath,
  logoTarget,
  readQueryValue,
  resolveRouteAccess,
  sanitizeRedirect,
  shouldRedirectToLoginOnUnauthorized,
} from './route-access.ts';

const onboarded = { isOnBoardingCompleted: true };
const fresh = { isOnBoardingCompleted: false };

describe('resolveRouteAccess — requirements §2.1', () => {
  it.each([
    '/account',
    '/cards',
    '/creator',
    '/dashboard',
    '/customers',
    '/automations',
    '/integrations',
    '/trash-cards',
    '/scanner-app',
    '/support',
    '/points-rules',
    '/billing/checkout/0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10',
  ])('sends a visitor on %s to /login with the page as redirect', (path) => {
    expect(resolveRouteAccess(path, '', { user: null })).toEqual({
      redirect: `/login?redirect=${encodeURIComponent(path)}`,
    });
  });

  it('keeps the query of the requested page in the redirect', () => {
    expect(resolveRouteAccess('/account', '?tab=plans', { user: null })).toEqual({
      redirect: '/login?redirect=%2Faccount%3Ftab%3Dplans',
    });
  });

  it('keeps an existing redirect query value', () => {
    expect(resolveRouteAccess('/cards', 'redirect=/customers', { user: null })).toEqual({
      redirect: '/login?redirect=%2Fcustomers',
    });
  });

  it('does not redirect visitors on get-pass and create-campaign', () => {
    expect(resolveRouteAccess('/create-campaign', '', { user: null })).toEqual({ allow: true });
    expect(resolveRouteAccess('/get-pass/abc', '?code=1', { user: null })).toEqual({ allow: true });
  });

  it('sends a user without onboarding to /signup keeping the redirect', () => {
    expect(resolveRouteAccess('/dashboard', '', { user: fresh })).toEqual({
      redirect: '/signup?redirect=%2Fdashboard',
    });
    expect(resolveRouteAccess('/login', '?redirect=/cards', { user: fresh })).toEqual({
      redirect: '/signup?redirect=%2Fcards',
    });
    expect(resolveRouteAccess('/login', '', { user: fresh })).toEqual({ redirect: '/signup' });
    expect(resolveRouteAccess('/signup', '', { user: fresh })).toEqual({ allow: true });
  });

  it('lets an onboarded user through protected pages', () => {
    expect(resolveRouteAccess('/cards', '', { user: onboarded })).toEqual({ allow: true });
  });

  it('sends an onboarded user away from auth pages to the redirect target or /dashboard', () => {
    expect(resolveRouteAccess('/login', '', { user: onboarded })).toEqual({ redirect: '/dashboard' });
    expect(resolveRouteAccess('/signup', '', { user: onboarded })).toEqual({ redirect: '/dashboard' });
    expect(resolveRouteAccess('/login', '?redirect=%2Fcards', { user: onboarded })).toEqual({
      redirect: '/cards',
    });
    expect(resolveRouteAccess('/about', '', { user: onboarded })).toEqual({ redirect: '/dashboard' });
  });

  it('never redirects to another site', () => {
    expect(resolveRouteAccess('/login', '?redirect=//evil.example', { user: onboarded })).toEqual({
      redirect: '/dashboard',
    });
    expect(resolveRouteAccess('/login', '?redirect=https://evil.example', { user: onboarded })).toEqual({
      redirect: '/dashboard',
    });
  });

  it.each(['/', '/contact', '/pricing', '/privacy-policy', '/cookies', '/get-pass/x'])(
    'leaves a signed-in user on %s',
    (path) => {
      expect(resolveRouteAccess(path, '', { user: onboarded })).toEqual({ allow: true });
    },
  );

  it('allows visitors on public pages and unknown pages', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/pricing',
      '/blog/post',
      '/de/help/x',
      '/nowhere',
      '/logout',
    ]) {
      expect(resolveRouteAccess(path, '', { user: null })).toEqual({ allow: true });
    }
  });

  it('treats a trailing slash like the bare path', () => {
    expect(resolveRouteAccess('/cards/', '', { user: null })).toEqual({
      redirect: '/login?redirect=%2Fcards',
    });
  });
});

describe('path classification', () => {
  it('knows the public list', () => {
    expect(isPublicPath('/signup/verify/a/b')).toBe(true);
    expect(isPublicPath('/reset/verify/a/b')).toBe(true);
    expect(isPublicPath('/solutions/loyalty-cards/card-types')).toBe(true);
    expect(isPublicPath('/en/blog')).toBe(true);
    expect(isPublicPath('/pl')).toBe(true);
    expect(isPublicPath('/de/pricing')).toBe(false);
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/signup/verify/a')).toBe(false);
  });
  it('knows protected prefixes without matching look-alikes', () => {
    expect(isProtectedPath('/cards/123')).toBe(true);
    expect(isProtectedPath('/cardsx')).toBe(false);
  });
  it('knows auth pages', () => {
    expect(isAuthPage('/login')).toBe(true);
    expect(isAuthPage('/help/a/b')).toBe(true);
    expect(isAuthPage('/pricing')).toBe(false);
    expect(isAuthPage('/get-pass/x')).toBe(false);
    expect(isAuthPage('/dashboard')).toBe(false);
  });
  it('exempts get-pass and create-campaign from the 401 redirect', () => {
    expect(shouldRedirectToLoginOnUnauthorized('/cards')).toBe(true);
    expect(shouldRedirectToLoginOnUnauthorized('/get-pass/1')).toBe(false);
    expect(shouldRedirectToLoginOnUnauthorized('/create-campaign')).toBe(false);
  });
  it('links the logo by sign-in state', () => {
    expect(logoTarget(true)).toBe('/dashboard');
    expect(logoTarget(false)).toBe('/');
  });
});

describe('helpers', () => {
  it('sanitizes redirects', () => {
    expect(sanitizeRedirect('/cards?x=1')).toBe('/cards?x=1');
    expect(sanitizeRedirect('/\\evil')).toBeNull();
    expect(sanitizeRedirect('/a\nb')).toBeNull();
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect('cards')).toBeNull();
  });
  it('reads query values', () => {
    expect(readQueryValue('?a=1&redirect=%2Fx%3Fy%3D2', 'redirect')).toBe('/x?y=2');
    expect(readQueryValue('a=b=c', 'a')).toBe('b=c');
    expect(readQueryValue('flag', 'flag')).toBe('');
    expect(readQueryValue('x=%E0%A4%A', 'x')).toBeNull();
    expect(readQueryValue('q=a+b', 'q')).toBe('a b');
    expect(readQueryValue('', 'q')).toBeNull();
  });
});
