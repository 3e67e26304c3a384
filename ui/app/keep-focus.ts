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

/** Mounts `keepFocusThroughBusyControls` for the app's lifetime. */
export const FocusKeeper = () => {
  useEffect(() => keepFocusThroughBusyControls(), []);
  return null;
};
