import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { GetPassUseCases, walletOrder } from '#domain/get-pass/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { CodeStep } from './code-step.tsx';
import { DataStep } from './data-step.tsx';
import { DownloadStep } from './download-step.tsx';
import {
  ensurePassToken,
  getPassView,
  loadGetPass,
  submitAnswers,
  submitCode,
  type StepPosition,
} from './get-pass.store.ts';
import { PassCard } from './pass-card.tsx';
import classes from './get-pass.module.css';

/** Where the customer is among the card's steps (code, details, download). */
const stepOf = (requirements: {
  requiresValidation: boolean;
  requiresDataCollection: boolean;
  nextAction: string;
}): StepPosition | null => {
  const steps = [
    ...(requirements.requiresValidation ? ['validate_code'] : []),
    ...(requirements.requiresDataCollection ? ['collect_data'] : []),
    'download',
  ];
  return steps.length > 1
    ? { current: steps.indexOf(requirements.nextAction) + 1, total: steps.length }
    : null;
};

/**
 * The public get-pass page (requirements §2.1, §4): the pass preview on top, then the one next step —
 * enter the code, give the card's details, or add the pass to a wallet.
 */
export const GetPassPage = ({
  cardId,
  code,
  userAgent,
}: {
  cardId: string;
  code: string;
  userAgent: string;
}) => {
  const { t } = useTranslation();
  const open = useInjection(GetPassUseCases.openGetPass);
  const enter = useInjection(GetPassUseCases.enterValidationCode);
  const send = useInjection(GetPassUseCases.sendCollectedData);
  const passToken = useInjection(GetPassUseCases.passTokenFor);
  const view = useSnapshot(getPassView);
  const order = walletOrder(userAgent);

  useEffect(() => {
    void loadGetPass(open, cardId, order[0]!, code);
    // The page is opened for one card; reloading is the retry button's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId]);

  useEffect(() => {
    if (view.card)
      document.title =
        view.card.name === view.card.businessName
          ? view.card.name
          : t('pageTitle', { card: view.card.name, business: view.card.businessName });
  }, [view.card, t]);

  if (view.phase === 'loading')
    return (
      <main className={classes.page} aria-busy="true">
        <div className={classes.column}>
          <div className={classes.skeleton} />
          <p className={classes.hint} role="status" style={{ textAlign: 'center' }}>
            {t('loading')}
          </p>
        </div>
      </main>
    );

  if (view.phase !== 'ready' || !view.card || !view.requirements) {
    const missing = view.phase === 'missing';
    return (
      <main className={classes.page}>
        <div className={classes.column}>
          <section className={classes.panel} role="alert">
            <h1>{missing ? t('notFound.title') : t('failed.title')}</h1>
            <p className={classes.hint}>{missing ? t('notFound.body') : t('failed.body')}</p>
            {missing ? null : (
              <button
                type="button"
                className={classes.button}
                onClick={() => void loadGetPass(open, cardId, order[0]!, code)}
              >
                {t('failed.retry')}
              </button>
            )}
          </section>
        </div>
      </main>
    );
  }

  const { card, requirements } = view;
  const step = stepOf(requirements);
  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <p className={classes.business}>{card.businessName}</p>
        <PassCard
          model={card.preview}
          label={t('passLabel')}
          stampsLabel={
            card.preview.stamps
              ? t('stampsLabel', { filled: card.preview.stamps.filled, total: card.preview.stamps.total })
              : ''
          }
        />
        {view.linkCodeRefused && requirements.nextAction !== 'validate_code' && (
          <p className={classes.notice} role="status">
            {t('linkCodeRefused')}
          </p>
        )}
        {requirements.nextAction === 'validate_code' ? (
          <CodeStep business={card.businessName} step={step!} onSubmit={() => submitCode(enter, cardId)} />
        ) : requirements.nextAction === 'collect_data' ? (
          <DataStep step={step!} onSubmit={() => submitAnswers(send, cardId)} />
        ) : (
          <DownloadStep
            cardId={cardId}
            order={order}
            step={step}
            onNeedToken={() => ensurePassToken(passToken, cardId)}
          />
        )}
        <p className={classes.footer}>{t('poweredBy')}</p>
      </div>
    </main>
  );
};
