import { useCallback, useEffect, useRef, useState } from 'react';
import { TestingUseCases, type TestStatus } from '#domain/testing-wizard/index.ts';
import { useInjection } from '../app/container-context.tsx';

/** How often the wizard asks again: the events it waits for happen on phones, not on this page. */
export const TEST_STATUS_POLL_MS = 3000;

/**
 * The card's test checks, asked for on mount, every few seconds while the tab is visible, and on
 * `refresh()` (after the wizard itself did something). A failed poll keeps the last answer.
 */
export const useTestStatus = (cardId: string) => {
  const load = useInjection(TestingUseCases.loadTestStatus);
  const [status, setStatus] = useState<TestStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const asking = useRef(false);

  const refresh = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    const result = await load(cardId);
    asking.current = false;
    setFailed(!result.ok);
    if (result.ok) setStatus(result.value);
  }, [cardId, load]);

  useEffect(() => {
    let live = true;
    const tick = () => {
      if (live && document.visibilityState === 'visible') void refresh();
    };
    tick();
    const timer = setInterval(tick, TEST_STATUS_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh]);

  return { status, failed, refresh };
};
