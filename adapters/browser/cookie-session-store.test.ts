import { describe, expect, it } from 'vitest';
import { createCookieSessionStore } from './cookie-session-store.adapter.ts';

describe('cookie session store (requirements §6, issue 22)', () => {
  it('keeps the access token in the accessToken cookie and never writes the refresh token where script reads it', () => {
    const store = createCookieSessionStore();
    expect(store.read()).toBeNull();
    store.write({ access_token: 'a.b=c', refresh_token: 'r/1' });
    expect(document.cookie).toContain('accessToken=');
    expect(document.cookie).not.toContain('r%2F1');
    expect(store.read()).toEqual({ access_token: 'a.b=c' });
    store.clear();
    expect(store.read()).toBeNull();
  });
  it('uses a readable refreshToken an older version left, until the next write removes it', () => {
    const store = createCookieSessionStore();
    document.cookie = 'accessToken=a; Path=/';
    document.cookie = 'refreshToken=old; Path=/';
    expect(store.read()).toEqual({ access_token: 'a', refresh_token: 'old' });
    store.write({ access_token: 'b', refresh_token: 'new' });
    expect(store.read()).toEqual({ access_token: 'b' });
    store.clear();
  });
});
