import { useEffect } from 'react';

/**
 * Keeps a keyboard user's place through a busy control. Mantine disables a button while it is
 * `loading`, and the browser then drops the focus to the page body, so after "Add points" or
 * "Save" a keyboard user would start again from the top of the page. The control that lost the
 * focus by being disabled gets it back when it is enabled again, unless the focus has gone
 * somewhere else meanwhile. Answers the clean-up.
 */
export const keepFocusThroughBusyControls = (doc: Document = document): (() => void) => {
  // The control that has just lost the focus to nothing, for the mutation that caused it.
  let blurred: EventTarget | null = null;
  // The control disabled while it had the focus.
  let waiting: HTMLElement | null = null;
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    const target = event.target;
    blurred = target;
    // The observer's callback for the change that caused the blur runs in this same task (as a
    // microtask, whichever came first): past it, a blur is the user's own.
    setTimeout(() => {
      if (blurred === target) blurred = null;
    }, 0);
  };
  const onFocusIn = () => (waiting = null);
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.hasAttribute('disabled')) {
        if (target === blurred) waiting = target;
      } else if (target === waiting) {
        waiting = null;
        const active = doc.activeElement;
        if (target.isConnected && (active === null || active === doc.body)) target.focus();
      }
    }
  });
  observer.observe(doc.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('focusin', onFocusIn);
  };
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
// The regions a lost focus stays within: it does not jump from the page into the sidebar.
const REGION = 'main, nav, header, aside, footer, [role="dialog"]';
// Dialogs, menus and popovers give the focus back to their trigger themselves (Mantine, and
// `useReturnFocus` after the closing transition): a control removed with one of them is theirs.
const SELF_RETURNING = '[role="dialog"], [role="menu"], [role="listbox"], [data-portal]';

const usable = (element: HTMLElement) =>
  !element.closest('[inert], [aria-hidden="true"]') &&
  // jsdom has no layout; Chromium leaves out what is not shown (display: none, a closed fold).
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/** Whether `element` comes after the place where a node was removed from `parent`. */
const afterPoint = (element: Node, parent: Node, nextSibling: Node | null) =>
  nextSibling?.isConnected
    ? element === nextSibling ||
      Boolean(nextSibling.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
    : (parent.compareDocumentPosition(element) &
        (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) ===
      Node.DOCUMENT_POSITION_FOLLOWING;

/**
 * Keeps a keyboard user's place when the control they are on goes away: a trash row restored, a
 * rule archived, "Clear all filters" once nothing is filtered, an Undo whose time is up. The
 * browser drops the focus to the page body, and the next Tab starts again from the top of the
 * page. The focus goes instead to the next control in the same region (the previous one when it
 * was the last), or to the region itself. After a page change (a link in the page that is gone
 * with it) the focus goes to the main region, where the next Tab reads the new page from its top.
 * Answers the clean-up.
 */
export const keepFocusThroughRemovals = (doc: Document = document): (() => void) => {
  let focused: HTMLElement | null = null;
  let focusedAt = '';
  const onFocusIn = (event: FocusEvent) => {
    awaitingMain = false;
    focused = event.target instanceof HTMLElement ? event.target : null;
    focusedAt = doc.location?.pathname ?? '';
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    const left = focused;
    // A blur of the user's own (a click on the page) lets the control go; a blur caused by the
    // removal is seen by the observer first, in this same task. A control that lost the focus by
    // being disabled while it works (Publish, Confirm plan) is still the user's place: when the
    // page it leads to replaces it, the focus goes to that page.
    setTimeout(() => {
      if (focused === left && doc.activeElement !== left && left?.isConnected && !left.matches(':disabled'))
        focused = null;
    }, 0);
  };
  const main = () => doc.getElementById('main-content');
  // The focus was lost to a page change whose page is not there yet (a screen still loading, or
  // the sign-up's last step leaving for the dashboard's frame): the main region takes it as soon
  // as it appears, unless the user has put the focus somewhere meanwhile.
  let awaitingMain = false;
  const focusMain = () => {
    const region = main();
    awaitingMain = region === null;
    region?.focus({ preventScroll: true });
  };
  const observer = new MutationObserver((records) => {
    if (awaitingMain) {
      const active = doc.activeElement;
      if (active !== null && active !== doc.body) awaitingMain = false;
      else if (main()) focusMain();
    }
    const lost = focused;
    if (!lost || lost.isConnected) return;
    focused = null;
    const active = doc.activeElement;
    if (active !== null && active !== doc.body) return;
    if (lost.closest(SELF_RETURNING)) return;
    const record = records.find(({ removedNodes }) =>
      Array.from(removedNodes).some((node) => node === lost || node.contains(lost)),
    );
    if ((doc.location?.pathname ?? '') !== focusedAt || !record?.target.isConnected) {
      focusMain();
      return;
    }
    if (!(record.target instanceof Element)) {
      main()?.focus({ preventScroll: true });
      return;
    }
    const region = record.target.closest<HTMLElement>(REGION);
    const scope = region ?? doc.body;
    const candidates = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(usable);
    const next =
      candidates.find((element) => afterPoint(element, record.target, record.nextSibling)) ??
      candidates.filter((element) => !afterPoint(element, record.target, record.nextSibling)).at(-1);
    if (next) next.focus();
    else (region?.tabIndex === -1 ? region : main())?.focus({ preventScroll: true });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
};

/** Mounts `keepFocusThroughBusyControls` and `keepFocusThroughRemovals` for the app's lifetime. */
export const FocusKeeper = () => {
  useEffect(() => {
    const stopBusy = keepFocusThroughBusyControls();
    const stopRemovals = keepFocusThroughRemovals();
    return () => {
      stopBusy();
      stopRemovals();
    };
  }, []);
  return null;
};
