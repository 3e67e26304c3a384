/** Moves focus to the first invalid field after a failed submit (DESIGN.md: forms). */
export const focusFirstError = () => {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  });
};
