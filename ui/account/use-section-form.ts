import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import type { DomainError, Result } from '#domain/shared/index.ts';
import { notify } from '../app/notify.ts';
import { useErrorText, useSchemaValidator } from '../app/use-error-text.ts';
import { focusFirstError } from '../auth/focus-first-error.ts';

/** A record's texts as a form's values: a field the record leaves empty starts as ''. */
export const textValues = <const K extends string>(
  record: { readonly [key in K]?: string | null },
  keys: readonly K[],
): Record<K, string> => Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as Record<K, string>;

/**
 * A form of the account page: checked against the domain `schema` on blur and on submit, then
 * sent; a refusal about one field shows under that field (the server names it), any other as an
 * error toast; a success goes to `onDone`.
 */
export const useSectionForm = <V extends Record<string, unknown>, T>({
  schema,
  initialValues,
  send,
  onDone,
}: {
  schema: z.ZodType;
  initialValues: V;
  send: (values: V) => Promise<Result<T>>;
  onDone: (value: T, form: UseFormReturnType<V>) => void;
}) => {
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<V>({ initialValues, validate: useSchemaValidator(schema), validateInputOnBlur: true });
  const refused = (error: DomainError) => {
    if (error.field && error.field in form.getValues()) {
      form.setFieldError(error.field, errorText(error));
      focusFirstError();
    } else notify.error(errorText(error));
  };
  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    const result = await send(values);
    setSubmitting(false);
    if (result.ok) onDone(result.value, form);
    else refused(result.error);
  }, focusFirstError);
  return { form, submit, submitting };
};
