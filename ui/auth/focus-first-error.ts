/** Moves focus to the first invalid field after a failed submit (requirements §10.3: forms). */
export const focusFirstError = () => {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  });
};
