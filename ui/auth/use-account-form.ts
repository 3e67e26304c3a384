import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import type { User } from '#domain/auth/index.ts';
import type { DomainError, Result } from '#domain/shared/index.ts';
import { useErrorText, useSchemaValidator } from '../app/use-error-text.ts';
import { setSignedInUser } from './auth.store.ts';
import { focusFirstError } from './focus-first-error.ts';

/**
 * An account form (log in, sign up, onboarding, reset): checked against `schema` on blur and on submit,
 * then sent; a success goes to `onSuccess` (by default: signs the user in). A failure goes to
 * `onFailure` first, which answers true when it showed it itself (on a field, which then takes the
 * focus, or as another view); otherwise its text is `failure`, which `AuthForm` shows above the
 * submit button. It stays in the form rather than in a toast, so it is still there, and read out,
 * while the user corrects the fields; it goes as soon as they change one.
 */
export const useAccountForm = <V extends Record<string, unknown>, T = User>({
  schema,
  initialValues,
  send,
  onSuccess = setSignedInUser as (value: T) => void,
  onFailure,
  hidden = [],
}: {
  schema: z.ZodType;
  initialValues: V;
  send: (values: V) => Promise<Result<T, DomainError>>;
  /** By default the answer is the signed-in user. */
  onSuccess?: (value: T) => void;
  onFailure?: (error: DomainError, form: UseFormReturnType<V>) => boolean;
  /** Values the page sends without an input for them (a link's token): a refusal naming one is shown above the button. */
  hidden?: readonly (keyof V & string)[];
}) => {
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({
    initialValues,
    validate: useSchemaValidator(schema),
    validateInputOnBlur: true,
    onValuesChange: () => setFailure(null),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    const result = await send(values);
    setSubmitting(false);
    if (result.ok) onSuccess(result.value);
    else if (onFailure?.(result.error, form)) focusFirstError();
    else if (result.error.field && result.error.field in values && !hidden.includes(result.error.field)) {
      // The server refused one of the form's own fields (a limit the form does not check first):
      // its words go under that field, which takes the focus.
      form.setFieldError(result.error.field, errorText(result.error));
      focusFirstError();
    } else setFailure(errorText(result.error));
  }, focusFirstError);
  return { form, submit, submitting, failure };
};
