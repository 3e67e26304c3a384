import { useRef, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DataField } from '#domain/cards/index.ts';
import { COLLECTED_TEXT_LIMITS, validateCollectedData } from '#domain/get-pass/collected-data.ts';
import {
  getPassView,
  setAnswer,
  showProblem,
  type Answers,
  type QuestionStepProps,
} from './get-pass.store.ts';
import classes from './get-pass.module.css';

const INPUT_TYPES: Partial<
  Record<DataField['type'], { type: string; inputMode?: 'decimal'; autoComplete?: string }>
> = {
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  number: { type: 'text', inputMode: 'decimal' },
  text: { type: 'text' },
};

/** The problem of one field alone, with the rules used on submit. */
const problemOf = (field: DataField, answers: Answers) => {
  const result = validateCollectedData([field], { [field.key]: answers[field.key] });
  return result.ok ? undefined : result.problems[field.key];
};

const FieldInput = ({ field, index }: { field: DataField; index: number }) => {
  const { t } = useTranslation();
  const view = useSnapshot(getPassView);
  const id = `field-${index}`;
  const problem = view.problems[field.key];
  const described = problem ? `${id}-error` : undefined;
  const value = view.answers[field.key];
  // Not when the focus moves to the submit button: a message appearing above it would move the
  // button from under the pointer and swallow the click; the submit checks everything anyway.
  const blur = (event: FocusEvent<HTMLElement>) => {
    if ((event.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
    showProblem(field.key, problemOf(field, getPassView.answers));
  };
  const label = (
    <>
      {field.label}
      {field.required ? null : <span className={classes.optional}> ({t('data.optional')})</span>}
    </>
  );
  const error = problem ? (
    <p id={described} className={classes.error}>
      {t(`errors:${problem}`)}
    </p>
  ) : null;
  const common = {
    id,
    name: field.key,
    'data-field': field.key,
    required: field.required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    onBlur: blur,
  };
  if (field.type === 'checkbox') {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className={classes.field}
        aria-describedby={described}
        aria-invalid={problem ? true : undefined}
      >
        <legend>{label}</legend>
        {field.options.map((option, i) => (
          <label key={option} className={classes.choice}>
            <input
              type="checkbox"
              name={field.key}
              data-field={i === 0 ? field.key : undefined}
              checked={ticked.includes(option)}
              onChange={(e) =>
                setAnswer(
                  field.key,
                  e.currentTarget.checked ? [...ticked, option] : ticked.filter((o) => o !== option),
                )
              }
              onBlur={blur}
            />
            {option}
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {field.type === 'select' ? (
        <select
          {...common}
          className={classes.input}
          value={text}
          onChange={(e) => setAnswer(field.key, e.currentTarget.value)}
        >
          <option value="">{t('data.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...common}
          className={classes.input}
          rows={4}
          // The box stops where the server does: a long answer was refused only after it was typed.
          maxLength={COLLECTED_TEXT_LIMITS.textarea}
          placeholder={field.placeholder || undefined}
          value={text}
          onChange={(e) => setAnswer(field.key, e.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          {...INPUT_TYPES[field.type]}
          {...(field.type === 'number' ? {} : { maxLength: COLLECTED_TEXT_LIMITS.text })}
          className={classes.input}
          placeholder={field.placeholder || undefined}
          value={text}
          onChange={(e) => setAnswer(field.key, e.currentTarget.value)}
        />
      )}
      {error}
    </div>
  );
};

/** Step: the card's questions (requirements §3 data-collection fields), checked on blur and on submit. */
export const DataStep = ({ step, onSubmit }: QuestionStepProps) => {
  const { t } = useTranslation();
  const view = useSnapshot(getPassView);
  const form = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSubmit();
    // The inputs are all on the page already: the first one with a problem gets the focus.
    const first = Object.keys(getPassView.problems)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`)?.focus();
  };
  const fields = view.form?.fields ?? [];
  return (
    <section className={classes.panel} aria-labelledby="data-title">
      <p className={classes.step}>{t('step', step)}</p>
      <h1 id="data-title">{t('data.title')}</h1>
      {view.form?.message ? <p className={classes.hint}>{view.form.message}</p> : null}
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
        {fields.map((field, i) => (
          <FieldInput key={field.key} field={field as DataField} index={i} />
        ))}
        {view.formError ? (
          <p className={classes.error} role="alert">
            {t(`errors:${view.formError.code}`, { defaultValue: t('errors:http.internal') })}
          </p>
        ) : null}
        <button type="submit" className={classes.button} disabled={view.busy}>
          {view.busy ? t('data.sending') : t('data.submit')}
        </button>
      </form>
    </section>
  );
};
