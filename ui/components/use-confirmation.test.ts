import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirmation, type ConfirmedOutcome } from './use-confirmation.ts';

/** A confirmed action whose runs the test finishes one by one. */
const controlledRun = <T>(outcome: ConfirmedOutcome = undefined) => {
  const runs: T[] = [];
  const finish: (() => void)[] = [];
  const run = (subject: T) =>
    new Promise<ConfirmedOutcome>((resolve) => {
      runs.push(subject);
      finish.push(() => resolve(outcome));
    });
  return { run, runs, finishNext: () => act(async () => finish.shift()!()) };
};

describe('useConfirmation', () => {
  it('opens on ask, runs once however often it is confirmed, is busy meanwhile, then closes', async () => {
    const action = controlledRun<string>();
    const { result } = renderHook(() => useConfirmation(action.run));
    expect(result.current.dialog).toMatchObject({ opened: false, loading: false });

    act(() => result.current.ask('Coffee card'));
    expect(result.current.dialog.opened).toBe(true);
    expect(result.current.subject).toBe('Coffee card');

    act(() => {
      result.current.dialog.onConfirm();
      result.current.dialog.onConfirm();
    });
    expect(result.current.dialog.loading).toBe(true);
    expect(action.runs).toEqual(['Coffee card']);

    await action.finishNext();
    expect(result.current.dialog).toMatchObject({ opened: false, loading: false });
    // The words stay while the dialog fades out.
    expect(result.current.subject).toBe('Coffee card');
  });

  it('stays open when the action asks to, and closes without running on cancel', async () => {
    const action = controlledRun<true>('keep-open');
    const { result } = renderHook(() => useConfirmation(action.run));
    act(() => result.current.ask(true));
    act(() => result.current.dialog.onConfirm());
    await action.finishNext();
    expect(result.current.dialog).toMatchObject({ opened: true, loading: false });

    // The user tries again.
    act(() => result.current.dialog.onConfirm());
    expect(action.runs).toHaveLength(2);
    await action.finishNext();

    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.opened).toBe(false);
    expect(action.runs).toHaveLength(2);
  });
});
