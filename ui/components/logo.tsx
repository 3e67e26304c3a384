import { useTranslation } from 'react-i18next';

/** The Passdeck mark and word (no Mantine: the landing page's build has none). */
export const Logo = ({ size = 28, withText = true }: { size?: number; withText?: boolean }) => {
  const { t } = useTranslation('common');
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'nowrap' }}
      aria-label={t('appName')}
    >
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#7B61FF" />
        <rect x="14" y="12" width="36" height="40" rx="6" fill="#fff" />
        <rect x="20" y="20" width="24" height="4" rx="2" fill="#7B61FF" />
        <rect x="20" y="28" width="16" height="4" rx="2" fill="#00C46A" />
        <rect x="20" y="38" width="10" height="10" rx="2" fill="#7B61FF" />
      </svg>
      {withText && (
        <span style={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.55, letterSpacing: '-0.01em' }}>
          {t('appName')}
        </span>
      )}
    </div>
  );
};
