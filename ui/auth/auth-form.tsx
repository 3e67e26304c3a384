import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** An auth form's frame: its fields stacked above one full-width submit button. */
export const AuthForm = ({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate>
    <Stack>
      {children}
      <Button type="submit" fullWidth size="md" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  </form>
);
