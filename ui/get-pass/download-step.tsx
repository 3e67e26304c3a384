import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletProvider } from '#domain/cards/index.ts';
import { passDownloadUrls } from '#domain/get-pass/get-pass-client.use-case.ts';
import { useSnapshot } from 'valtio';
import { getPassView, type StepPosition } from './get-pass.store.ts';
import classes from './get-pass.module.css';

const AppleMark = () => (
  <svg width="20" height="24" viewBox="0 0 814 1000" aria-hidden fill="currentColor">
    <path d="M788 341c-6 4-108 61-108 190 0 149 131 202 135 203-1 3-21 72-69 142-43 62-88 124-156 124s-86-40-165-40c-77 0-104 41-166 41s-106-58-156-128C45 791 0 667 0 549c0-190 124-291 246-291 65 0 119 43 160 43 39 0 100-45 174-45 28 0 129 2 196 99zM558 168c31-37 53-88 53-139 0-7-1-14-2-20-50 2-110 34-146 76-28 32-55 83-55 135 0 8 1 15 2 18 3 1 8 1 13 1 45 0 102-30 135-71z" />
  </svg>
);

const GoogleMark = () => (
  <svg width="22" height="22" viewBox="0 0 48 48" aria-hidden>
    <path
      fill="#4285F4"
      d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.7-2 5-4.4 6.6v5.5h7.1c4.2-3.8 6.5-9.5 6.5-16.1z"
    />
    <path
      fill="#34A853"
      d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.5-3.8-12.2-9H4.5v5.7C8.1 41.1 15.5 46 24 46z"
    />
    <path
      fill="#FBBC05"
      d="M11.8 28.2c-.4-1.3-.7-2.7-.7-4.2s.3-2.9.7-4.2v-5.7H4.5C3 17.1 2 20.4 2 24s1 6.9 2.5 9.9l7.3-5.7z"
    />
    <path
      fill="#EA4335"
      d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.5 2 8.1 6.9 4.5 14.1l7.3 5.7c1.7-5.2 6.5-9 12.2-9z"
    />
  </svg>
);

type Kind = 'apple' | 'google' | 'pdf';

/**
 * Step: the pass, for Apple Wallet, Google Wallet (new tab) or as a PDF; the likely wallet first.
 * An open card issues the customer's pass on the first tap (not when the page opens, so a link
 * preview creates nobody); the token is kept, so every format is the same customer.
 */
export const DownloadStep = ({
  cardId,
  order,
  step,
  onNeedToken,
}: {
  cardId: string;
  order: readonly WalletProvider[];
  step: StepPosition | null;
  onNeedToken: () => Promise<string | null>;
}) => {
  const { t } = useTranslation();
  const view = useSnapshot(getPassView);
  const urls = view.token ? passDownloadUrls(cardId, view.token) : null;
  const error = view.downloadError;
  const open = (kind: Kind) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (urls) return;
    event.preventDefault();
    // Opened within the tap: a tab opened after the request would be blocked as a pop-up.
    const tab = kind === 'google' ? window.open('', '_blank') : null;
    const token = await onNeedToken();
    if (!token) {
      tab?.close();
      return;
    }
    const url = passDownloadUrls(cardId, token)[kind];
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  };
  const buttons: Record<WalletProvider, ReactElement> = {
    APPLE: (
      <a
        key="apple"
        className={classes.wallet}
        href={urls?.apple ?? '#'}
        onClick={(e) => void open('apple')(e)}
        aria-disabled={view.busy || undefined}
        data-wallet="apple"
      >
        <AppleMark />
        {t('download.apple')}
      </a>
    ),
    GOOGLE: (
      <a
        key="google"
        className={classes.wallet}
        href={urls?.google ?? '#'}
        onClick={(e) => void open('google')(e)}
        target="_blank"
        rel="noreferrer"
        aria-disabled={view.busy || undefined}
        data-wallet="google"
      >
        <GoogleMark />
        {t('download.google')}
        <span className={classes.visuallyHidden}> ({t('download.newTab')})</span>
      </a>
    ),
  };
  return (
    <section className={classes.panel} aria-labelledby="download-title" aria-busy={view.busy || undefined}>
      {step ? <p className={classes.step}>{t('step', step)}</p> : null}
      <h1 id="download-title">{t('download.title')}</h1>
      <p className={classes.hint}>{t('download.hint')}</p>
      <div className={classes.wallets}>{order.map((wallet) => buttons[wallet])}</div>
      <a
        className={classes.link}
        href={urls?.pdf ?? '#'}
        onClick={(e) => void open('pdf')(e)}
        download
        aria-disabled={view.busy || undefined}
        data-wallet="pdf"
      >
        {t('download.pdf')}
      </a>
      {view.busy ? (
        <p className={classes.hint} role="status">
          {t('download.preparing')}
        </p>
      ) : null}
      {error ? (
        <p className={classes.error} role="alert">
          {t(`errors:${error.code}`, { defaultValue: t('errors:http.internal') })}
        </p>
      ) : null}
    </section>
  );
};
