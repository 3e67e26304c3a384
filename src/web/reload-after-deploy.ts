const KEY = 'passdeck.reloadedForDeploy';
const QUIET_MS = 60_000;

/**
 * A deploy replaces the hashed chunks that a tab opened before it still asks for, and its next
 * screen would fail to load. Vite reports such a failed import as `vite:preloadError`; the tab
 * then reloads once to get the new build. A second failure within a minute is left to the error
 * panel: that is an outage, not a deploy, and a reload loop would hide it.
 */
export const reloadAfterDeploy = (
  win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'> = window,
  now: () => number = Date.now,
): void => {
  win.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(win.sessionStorage.getItem(KEY) ?? 0);
      if (now() - last < QUIET_MS) return;
      win.sessionStorage.setItem(KEY, String(now()));
    } catch {
      // Without session storage (some private modes) a loop cannot be ruled out: do not reload.
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
};
