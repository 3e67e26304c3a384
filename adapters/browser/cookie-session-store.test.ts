import { describe, expect, it } from 'vitest';
import { createCookieSessionStore } from './cookie-session-store.adapter.ts';

describe('cookie session store (requirements §6)', () => {
  it('writes, reads and clears the accessToken and refreshToken cookies', () => {
    const store = createCookieSessionStore();
    expect(store.read()).toBeNull();
    store.write({ access_token: 'a.b=c', refresh_token: 'r/1' });
    expect(document.cookie).toContain('accessToken=');
    expect(store.read()).toEqual({ access_token: 'a.b=c', refresh_token: 'r/1' });
    store.clear();
    expect(store.read()).toBeNull();
  });
});
