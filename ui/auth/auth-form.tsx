import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * An auth form's frame: its fields stacked above one full-width submit button, and the last
 * submission's failure (see `useAccountForm`) just above that button, where the eye already is.
 */
export const AuthForm = ({
  onSubmit,
  submitting,
  submitLabel,
  failure,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  failure?: string | null;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate>
    <Stack>
      {children}
      {failure && (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth size="md" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  </form>
);
