import type { ChangeEvent } from 'react';

/**
 * The change handler of a text box that keeps at most what `clamp` allows. At the cap the state does
 * not change, React does not re-render, and Chromium keeps the extra keys in the box — shown but
 * never saved or sent — so the box itself is put back to what is kept.
 */
export const clampedChange =
  (clamp: (text: string) => string, set: (kept: string) => void) =>
  (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const kept = clamp(box.value);
    if (kept !== box.value) box.value = kept;
    set(kept);
  };
