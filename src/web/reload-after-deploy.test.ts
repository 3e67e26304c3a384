import { describe, expect, it } from 'vitest';
import { reloadAfterDeploy } from './reload-after-deploy.ts';

const browserTab = (storage: Storage | null) => {
  const target = new EventTarget();
  const reloads: number[] = [];
  let clock = 1_000_000;
  const win = {
    addEventListener: target.addEventListener.bind(target),
    get sessionStorage(): Storage {
      if (!storage) throw new DOMException('denied', 'SecurityError');
      return storage;
    },
    location: { reload: () => reloads.push(clock) } as unknown as Location,
  };
  reloadAfterDeploy(win, () => clock);
  const failImport = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reloads, failImport, wait: (ms: number) => (clock += ms) };
};

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage;
};

describe('reloadAfterDeploy', () => {
  it('reloads once when a chunk of an older build fails to load, and swallows that failure', () => {
    const tab = browserTab(memoryStorage());
    expect(tab.failImport()).toBe(true);
    expect(tab.reloads).toHaveLength(1);
  });

  it('lets a second failure within a minute through to the error panel instead of looping', () => {
    const tab = browserTab(memoryStorage());
    tab.failImport();
    tab.wait(5_000);
    expect(tab.failImport()).toBe(false);
    expect(tab.reloads).toHaveLength(1);
    tab.wait(60_000);
    expect(tab.failImport()).toBe(true);
    expect(tab.reloads).toHaveLength(2);
  });

  it('does not reload without session storage, where a loop could not be ruled out', () => {
    const tab = browserTab(null);
    expect(tab.failImport()).toBe(false);
    expect(tab.reloads).toHaveLength(0);
  });
});
