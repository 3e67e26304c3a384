import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDiscardGuard } from './use-discard-guard.ts';

describe('useDiscardGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes at once when nothing changed', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDiscardGuard(false, onClose));
    act(() => result.current.close());
    expect(onClose).toHaveBeenCalledOnce();
    act(() => vi.runAllTimers());
    expect(result.current.dialog.opened).toBe(false);
  });

  it('asks only once the closing key has gone by, and closes on confirm', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDiscardGuard(true, onClose));
    act(() => result.current.close());
    // Still closed in the same turn: the question's own Escape handler must not see this key.
    expect(result.current.dialog.opened).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current.dialog.opened).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => result.current.dialog.onConfirm());
    expect(onClose).toHaveBeenCalledOnce();
    expect(result.current.dialog.opened).toBe(false);
  });

  it('keeps the input when the question is cancelled', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDiscardGuard(true, onClose));
    act(() => result.current.close());
    act(() => vi.runAllTimers());
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.opened).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
