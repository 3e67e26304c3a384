import { useCallback, useEffect, useState } from 'react';

/** Marks a customer's open button (the table row's, or the phone card's), to find it again by id. */
export const CUSTOMER_ID_ATTRIBUTE = 'data-customer-id';

const openButtonOf = (customerId: string): HTMLElement | null =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${CUSTOMER_ID_ATTRIBUTE}]`)).find(
    (element) => element.getAttribute(CUSTOMER_ID_ATTRIBUTE) === customerId,
  ) ?? null;

/**
 * Gives the focus back to a customer's open button once their details have closed. Mantine gives
 * it back to what had the focus when the drawer opened, which is the page's main region when the
 * row was clicked, and nothing at all when the control that had the focus in the drawer went away
 * with its content (a counter just changed). The button is looked up by the customer's id after
 * the list has reloaded (`loading` false), so a row that was rendered again is still found; a
 * customer who is gone (deleted) leaves the focus in the main region. Answers what to call on close.
 */
export const useRowFocusReturn = (loading: boolean): ((customerId: string) => void) => {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null || loading) return;
    setPending(null);
    const active = document.activeElement;
    // The user went on somewhere else (Tab, a click) while the list reloaded: that place stays.
    if (active && active !== document.body && !active.closest('[role="dialog"]')) return;
    (openButtonOf(pending) ?? document.getElementById('main-content'))?.focus();
  }, [pending, loading]);
  return useCallback((customerId: string) => setPending(customerId), []);
};
