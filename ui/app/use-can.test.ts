import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { useCan } from './use-can.ts';

describe('useCan', () => {
  afterEach(() => resetAuthStore());

  it('allows nothing while nobody is signed in', () => {
    const { result } = renderHook(() => useCan());
    expect(result.current('cards.read')).toBe(false);
  });

  it("follows the signed-in user's team role", async () => {
    setSignedInUser({ ...sampleUser(), teamRole: 'staff' });
    const { result } = renderHook(() => useCan());
    expect(result.current('cards.read')).toBe(true);
    expect(result.current('customers.act')).toBe(true);
    expect(result.current('cards.write')).toBe(false);
    expect(result.current('customers.manage')).toBe(false);

    // valtio tells subscribers after a microtask, so the role change is awaited.
    await act(async () => setSignedInUser({ ...sampleUser(), teamRole: 'admin' }));
    expect(result.current('cards.write')).toBe(true);
    expect(result.current('team.manage')).toBe(false);

    await act(async () => setSignedInUser({ ...sampleUser(), teamRole: 'owner' }));
    expect(result.current('team.manage')).toBe(true);
  });
});
