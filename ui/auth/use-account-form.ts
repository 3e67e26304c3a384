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
 * An account form (log in, sign up, onboarding, reset): checked against `schema` on blur and on submit,
 * then sent; a success goes to `onSuccess` (by default: signs the user in), a failure to `onFailure`
 * (by default an error toast).
 */
export const useAccountForm = <V extends Record<string, unknown>, T = User>({
  schema,
  initialValues,
  send,
  onSuccess = setSignedInUser as (value: T) => void,
  onFailure,
}: {
  schema: z.ZodType;
  initialValues: V;
  send: (values: V) => Promise<Result<T, DomainError>>;
  /** By default the answer is the signed-in user. */
  onSuccess?: (value: T) => void;
  onFailure?: (error: DomainError, form: UseFormReturnType<V>) => void;
}) => {
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<V>({ initialValues, validate: useSchemaValidator(schema), validateInputOnBlur: true });
  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    const result = await send(values);
    setSubmitting(false);
    if (result.ok) onSuccess(result.value);
    else if (onFailure) onFailure(result.error, form);
    else notify.error(errorText(result.error));
  }, focusFirstError);
  return { form, submit, submitting };
};
