import type { ReactNode } from 'react';

/**
 * A form without the browser's own validation whose submit runs `onSubmit` instead of reloading the
 * page: the fields show the domain's problems themselves.
 */
export const ActionForm = ({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) => (
  <form
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    {children}
  </form>
);
