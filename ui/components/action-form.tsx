import type { ReactNode } from 'react';

/**
 * A form without the browser's own validation whose submit runs `onSubmit` instead of reloading the
 * page: the fields show the domain's problems themselves. Enter in a field submits as the first
 * button does; `onSubmit` is told the `value` of the button that submitted, when one did and has one,
 * so a row of buttons can say which action each is.
 */
export const ActionForm = ({
  onSubmit,
  children,
}: {
  onSubmit: (submitter: string | null) => void;
  children: ReactNode;
}) => (
  <form
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      const submitter = (e.nativeEvent as SubmitEvent).submitter;
      onSubmit(submitter instanceof HTMLButtonElement && submitter.value ? submitter.value : null);
    }}
  >
    {children}
  </form>
);
