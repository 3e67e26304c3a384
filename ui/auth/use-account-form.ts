import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import type { User } from '#domain/auth/index.ts';
import type { DomainError, Result } from '#domain/shared/index.ts';
import { notify } from '../app/notify.ts';
import { useErrorText, useSchemaValidator } from '../app/use-error-text.ts';
import { setSignedInUser } from './auth.store.ts';
import { focusFirstError } from './focus-first-error.ts';

/**
 * An account form (log in, sign up, onboarding): checked against `schema` on blur and on submit, then
 * sent; a success signs the user in, a failure goes to `onFailure` (by default an error toast).
 */
export const useAccountForm = <V extends Record<string, unknown>>({
  schema,
  initialValues,
  send,
  onFailure,
}: {
  schema: z.ZodType;
  initialValues: V;
  send: (values: V) => Promise<Result<User>>;
  onFailure?: (error: DomainError, form: UseFormReturnType<V>) => void;
}) => {
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<V>({ initialValues, validate: useSchemaValidator(schema), validateInputOnBlur: true });
  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    const result = await send(values);
    setSubmitting(false);
    if (result.ok) setSignedInUser(result.value);
    else if (onFailure) onFailure(result.error, form);
    else notify.error(errorText(result.error));
  }, focusFirstError);
  return { form, submit, submitting };
};
