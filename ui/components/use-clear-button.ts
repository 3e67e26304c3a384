import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The props that make a clearable select's clear button usable from the keyboard. Mantine takes
 * it out of the tab order and hides it from screen readers (a mouse shortcut), and a select that
 * cannot be typed into then has no way back to "all" for keyboard users: the dashboard's card
 * filter, a coupon's "turns into". Named after the field, since several sit side by side; 28 px
 * ("md") since, once reachable, it is a target that must be at least 24 px.
 */
export const useClearButton = () => {
  const { t } = useTranslation('common');
  return (label: string) => ({
    size: 'md' as const,
    tabIndex: 0,
    'aria-hidden': false,
    'aria-label': t('clearField', { label }),
    // The button goes once the field is empty; the focus goes to the field rather than to the
    // page (or on to the next control, where Enter would press it).
    onClick: (event: MouseEvent<HTMLButtonElement>) =>
      event.currentTarget
        .closest('.mantine-Input-wrapper')
        ?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
        ?.focus(),
  });
};
