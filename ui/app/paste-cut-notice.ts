import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says so when a paste does not fit a box with a `maxLength`. The browser keeps the start and drops
 * the rest without a word: 500 characters pasted into a 60-character label became 60, silently.
 * Typed keys at the cap are refused where the user is looking; a paste is cut where they are not.
 */
export const PasteCutNotice = () => {
  const { t } = useTranslation('common');
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) || box.maxLength < 0)
        return;
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      const replaced = (box.selectionEnd ?? box.value.length) - (box.selectionStart ?? box.value.length);
      if (box.value.length - replaced + pasted.length > box.maxLength)
        // The toasts load beside the first screen (issue 23), not in the entry this runs from.
        void import('./notify.ts').then(({ notify }) =>
          notify.info(t('pasteCut', { count: box.maxLength }), 'paste-cut'),
        );
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, [t]);
  return null;
};
