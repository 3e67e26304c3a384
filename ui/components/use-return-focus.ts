import { useEffect, useLayoutEffect, useRef } from 'react';

// Mantine's modal returns the focus at the end of its closing transition (about 200 ms).
const AFTER_CLOSING_MS = 350;

/**
 * Where the focus goes back to: a menu item's menu button, as the menu closes when the dialog
 * opens (its dropdown names the button by `aria-labelledby`; the button's `aria-controls` is gone
 * by then).
 */
const returnTarget = (element: Element | null): HTMLElement | null => {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const label = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (label ? document.getElementById(label) : null) ?? element;
};

const restoreIfLost = (target: HTMLElement | null) =>
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // Without its trigger (a row that is gone), the page's main region keeps the reader's place.
    (target?.isConnected ? target : document.getElementById('main-content'))?.focus();
  }, AFTER_CLOSING_MS);

/**
 * Gives the focus back, once a dialog has closed, to where it was when the dialog opened, when it
 * fell to the page body instead: Mantine returns it only to a trigger that still exists and only
 * from a modal that runs its closing transition, so a trigger in a closed menu, a row replaced by
 * a reload or a dialog that is unmounted leave keyboard users at the top of the page.
 */
export const useReturnFocus = (opened: boolean) => {
  const target = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  useLayoutEffect(() => {
    if (opened) target.current = returnTarget(document.activeElement);
  }, [opened]);
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current) {
      wasOpened.current = false;
      restoreIfLost(target.current);
    }
  }, [opened]);
  // A dialog rendered only while open closes by unmounting.
  useEffect(
    () => () => {
      if (wasOpened.current) restoreIfLost(target.current);
    },
    [],
  );
};
