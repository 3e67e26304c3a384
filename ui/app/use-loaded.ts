import { useCallback, useEffect, useState } from 'react';
import type { DomainError, Result } from '#domain/shared/index.ts';

/**
 * Runs a loading use case on mount and on `reload()`: `value` stays null while loading or after
 * a failure, `error` holds the failure. Answers that arrive after unmount are dropped.
 */
export const useLoaded = <T>(load: () => Promise<Result<T>>) => {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<DomainError | null>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setError(result.ok ? null : result.error);
      setValue(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [load, reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { value, error, reload };
};
