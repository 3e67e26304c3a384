import { useCallback, useEffect, useState } from 'react';
import type { DomainError, Result } from '#domain/shared/index.ts';

type Load<T> = () => Promise<Result<T>>;

type Answer<T> = { load: Load<T> | null; round: number; value: T | null; error: DomainError | null };

/**
 * Runs a loading use case on mount, whenever `load` changes and on `reload()`; answers that arrive
 * after unmount or after a newer load started are dropped.
 *
 * - `value`: the latest answer's value, null before the first answer. It stays on screen while
 *   the next load runs. A failure clears it, unless `keepOnFailure` is set: then the last value
 *   that loaded stays (a list that stays in view, dimmed, under a failed page change).
 * - `error`: the latest answer's failure; it stays until the next answer.
 * - `loading`: true until the answer for the current `load` and the latest `reload()` arrived, so
 *   a view can dim what it shows meanwhile. Pass a `load` whose identity changes only when what it
 *   asks for changes (`useCallback`), or every render reloads.
 * - A null `load` loads nothing and keeps the last answer (a tab that is not shown); when `load`
 *   comes back it reloads, and counts as loaded if it is the same function as before.
 */
export const useLoaded = <T>(load: Load<T> | null, { keepOnFailure = false } = {}) => {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>({ load: null, round: -1, value: null, error: null });
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setAnswer((last) => ({
        load,
        round,
        value: result.ok ? result.value : keepOnFailure ? last.value : null,
        error: result.ok ? null : result.error,
      }));
    });
    return () => {
      live = false;
    };
  }, [load, round, keepOnFailure]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading = load !== null && (answer.load !== load || answer.round !== round);
  return { value: answer.value, error: answer.error, loading, reload };
};
