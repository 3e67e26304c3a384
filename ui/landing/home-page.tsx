import { IconBellRinging, IconDeviceMobile, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/use-page-title.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { Logo } from '../components/logo.tsx';
import { PassSketch } from '../components/pass-sketch.tsx';
import classes from './home-page.module.css';

const FEATURES = [
  { key: 'wallet', icon: IconDeviceMobile },
  { key: 'scan', icon: IconQrcode },
  { key: 'messages', icon: IconBellRinging },
] as const;

/**
 * The public home page: what Passdeck is, and the way in. It is its own small build (landing.html,
 * Preact, no Mantine, no router; see vite.get-pass.config.ts), so its links are plain page loads
 * into the app.
 */
export const HomePage = ({ signedIn }: { signedIn: boolean }) => {
  const { t } = useTranslation('common');
  usePageTitle('');

  return (
    <div className={classes.page}>
      <header className={classes.container}>
        <div className={classes.bar}>
          <Logo />
          <nav className={classes.row} aria-label={t('appName')}>
            <a className={classes.subtle} href="/pricing">
              {t('home.pricing')}
            </a>
            {signedIn ? (
              <a className={classes.button} href="/dashboard">
                {t('home.openDashboard')}
              </a>
            ) : (
              <>
                <a className={classes.subtle} href="/login">
                  {t('home.login')}
                </a>
                <a className={classes.button} href="/signup">
                  {t('home.signup')}
                </a>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className={`${classes.container} ${classes.main}`}>
        <div className={classes.hero}>
          <div className={classes.stack}>
            <h1 className={classes.headline}>{t('home.headline')}</h1>
            <p className={classes.lead}>{t('home.lead')}</p>
            <div>
              <a className={`${classes.button} ${classes.large}`} href={signedIn ? '/dashboard' : '/signup'}>
                {signedIn ? t('home.openDashboard') : t('home.cta')}
              </a>
            </div>
          </div>
          <div className={classes.sketch}>
            <PassSketch width={260} />
          </div>
        </div>
        <div className={classes.features}>
          {FEATURES.map(({ key, icon: Icon }) => (
            <section key={key} className={classes.feature}>
              <span className={classes.icon}>
                <Icon size={22} aria-hidden />
              </span>
              <h2 className={classes.featureTitle}>{t(`home.features.${key}.title`)}</h2>
              <p className={classes.dimmed}>{t(`home.features.${key}.body`)}</p>
            </section>
          ))}
        </div>
      </main>

      <footer className={classes.footer}>
        <div className={`${classes.container} ${classes.bar}`}>
          <p className={classes.dimmed}>{t('home.footer', { year: new Date().getFullYear() })}</p>
          <div className={classes.row}>
            <a className={classes.link} href="/pricing">
              {t('home.pricing')}
            </a>
            <a className={classes.link} href="/login">
              {t('home.login')}
            </a>
            <LanguagePicker />
          </div>
        </div>
      </footer>
    </div>
  );
};
