import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getPassView, type QuestionStepProps } from './get-pass.store.ts';
import classes from './get-pass.module.css';

/** Step: the customer types (or finds pre-filled) the code the business gave them. */
export const CodeStep = ({ business, step, onSubmit }: QuestionStepProps & { business: string }) => {
  const { t } = useTranslation();
  const view = useSnapshot(getPassView);
  const input = useRef<HTMLInputElement>(null);
  const error = view.codeError;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSubmit();
    if (getPassView.codeError) input.current?.focus();
  };
  const errorText = error ? t(`errors:${error.code}`, { defaultValue: t('errors:http.internal') }) : null;
  return (
    <section className={classes.panel} aria-labelledby="code-title">
      <p className={classes.step}>{t('step', step)}</p>
      <h1 id="code-title">{t('code.title')}</h1>
      <p className={classes.hint}>{t('code.hint', { business })}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={classes.field}>
          <label htmlFor="validation-code">{t('code.label')}</label>
          <input
            ref={input}
            id="validation-code"
            className={`${classes.input} ${classes.code}`}
            value={view.code}
            onChange={(e) => (getPassView.code = e.currentTarget.value.toUpperCase())}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'code-error' : undefined}
          />
          {errorText ? (
            <p id="code-error" className={classes.error} role="alert">
              {errorText}
            </p>
          ) : null}
        </div>
        <button type="submit" className={classes.button} disabled={view.busy}>
          {view.busy ? t('code.checking') : t('code.submit')}
        </button>
      </form>
    </section>
  );
};
