import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainError, err, ok, type Result } from '#domain/shared/index.ts';
import { useLoaded } from './use-loaded.ts';

/** A load whose answers the test hands out one by one. */
const controlledLoad = <T,>() => {
  const pending: ((result: Result<T>) => void)[] = [];
  const load = () => new Promise<Result<T>>((resolve) => pending.push(resolve));
  const answer = async (result: Result<T>) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    await act(async () => pending.shift()!(result));
  };
  return { load, answer, waiting: () => pending.length };
};

const failure = domainError('customers.load_failed');

describe('useLoaded', () => {
  it('loads on mount, says it is loading until the answer, and keeps the value while reloading', async () => {
    const { load, answer } = controlledLoad<string>();
    const { result } = renderHook(() => useLoaded(load));
    expect(result.current).toMatchObject({ value: null, error: null, loading: true });
    await answer(ok('first'));
    expect(result.current).toMatchObject({ value: 'first', error: null, loading: false });

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ value: 'first', loading: true });
    await answer(ok('second'));
    expect(result.current).toMatchObject({ value: 'second', loading: false });
  });

  it('clears the value on a failure, or keeps the last one with keepOnFailure; the error lasts until the next answer', async () => {
    const cleared = controlledLoad<string>();
    const plain = renderHook(() => useLoaded(cleared.load));
    await cleared.answer(ok('first'));
    act(() => plain.result.current.reload());
    await cleared.answer(err(failure));
    expect(plain.result.current).toMatchObject({ value: null, error: failure, loading: false });

    const kept = controlledLoad<string>();
    const keeping = renderHook(() => useLoaded(kept.load, { keepOnFailure: true }));
    await kept.answer(ok('first'));
    act(() => keeping.result.current.reload());
    await kept.answer(err(failure));
    expect(keeping.result.current).toMatchObject({ value: 'first', error: failure, loading: false });
    act(() => keeping.result.current.reload());
    expect(keeping.result.current).toMatchObject({ value: 'first', error: failure, loading: true });
    await kept.answer(ok('again'));
    expect(keeping.result.current).toMatchObject({ value: 'again', error: null, loading: false });
  });

  it('drops the answer of a load that a newer one replaced', async () => {
    const first = controlledLoad<string>();
    const second = controlledLoad<string>();
    const { result, rerender } = renderHook(({ load }) => useLoaded(load), {
      initialProps: { load: first.load },
    });
    rerender({ load: second.load });
    await first.answer(ok('stale'));
    expect(result.current).toMatchObject({ value: null, loading: true });
    await second.answer(ok('current'));
    expect(result.current).toMatchObject({ value: 'current', loading: false });
  });

  it('loads nothing for a null load and keeps the last answer, reloading when the same load comes back', async () => {
    const { load, answer, waiting } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ on }) => useLoaded(on ? load : null), {
      initialProps: { on: true },
    });
    await answer(ok('first'));
    rerender({ on: false });
    expect(waiting()).toBe(0);
    expect(result.current).toMatchObject({ value: 'first', loading: false });
    rerender({ on: true });
    expect(result.current).toMatchObject({ value: 'first', loading: false });
    await answer(ok('fresh'));
    expect(result.current.value).toBe('fresh');
  });
});
