import {
  createTheme,
  type ColorInputProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  type PasswordInputProps,
} from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * Brand violet #7B61FF at index 4 (surfaces, large shapes); Mantine's primary shade (index 6, filled
 * buttons, links, small text) is the deeper #6246EA that requirements §10.1 asks for: white on #7B61FF is
 * only 4.2:1, on #6246EA 5.9:1.
 */
const violet: MantineColorsTuple = [
  '#f1eeff',
  '#ded8ff',
  '#bbaeff',
  '#9781ff',
  '#7b61ff',
  '#6a4ffb',
  '#6246ea',
  '#5536d6',
  '#4a2fc0',
  '#3d27a3',
];

/**
 * Mint #00FF85 for success accents (used sparingly). It is too light for white text or for text on
 * white at every shade a filled control uses, so `autoContrast` puts dark text on it.
 */
const mint: MantineColorsTuple = [
  '#e0fff0',
  '#b3ffd9',
  '#80ffc1',
  '#4dffa9',
  '#1aff91',
  '#00ff85',
  '#00d46e',
  '#00a656',
  '#00783e',
  '#004a26',
];

/*
 * The status colours (danger, success, warning) keep Mantine's light tints (indexes 0–5) but get
 * deeper shades from index 6 on, which Mantine uses for filled controls (white text), red menu items and
 * subtle buttons (text on white), and, through index 9, for the text of light badges and alerts on
 * their index-1 tint. Mantine's own index 6 is 2.4–3.6:1 there; these are at least 4.5:1 (WCAG 2.2
 * AA, requirements §10.1), checked by theme.test.ts.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9b2020',
  '#861c1c',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#087f5b',
  '#076f50',
  '#066044',
  '#05503a',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#1f7a36',
  '#19692d',
  '#155c27',
  '#104d20',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#c2410c',
  '#a8380a',
  '#9a3412',
  '#7c2d12',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#a16207',
  '#8a5306',
  '#744605',
  '#5e3904',
];

/** The palette, exported for the contrast test. */
export const PALETTE = { violet, mint, red, teal, green, orange, yellow } as const;

/*
 * Components' defaults are plain objects, not `Menu.extend(…)`: `extend` only types its argument, and
 * importing the components here would put them (the colour input with its picker, dialogs, drawers)
 * in the first download of every page (issue 23).
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  colors: PALETTE,
  // Dark text on light filled colours (mint), white on the deep ones.
  autoContrast: true,
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A visible ring whenever focus comes from the keyboard (requirements §10.5; focus.css for the rest).
  focusRing: 'auto',
  // Transitions (dialogs, drawers, the route overlay) are skipped for people who ask for less motion.
  respectReducedMotion: true,
  components: {
    Notification: {
      // requirements §8: toasts are dark whatever the page's colour scheme.
      styles: {
        root: { backgroundColor: '#1c1b22', borderColor: '#2c2b35' },
        title: { color: '#ffffff' },
        description: { color: '#d9d7e3' },
        closeButton: { color: '#d9d7e3' },
      },
    },
    // Mantine's focus placeholder is a focusable `role="presentation"` child of the `menu`, which is not
    // a menu item (axe: aria-required-children); the dropdown itself takes the focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies MenuProps },
  },
});

/**
 * The theme with the names of the controls Mantine draws without text (a dialog's ×, a colour input's
 * eyedropper, a password field's eye), in the user's language. The × is "Close dialog", not "Close": several dialogs also have
 * a Close button, and two controls of one name in one dialog could not be told apart.
 */
export const themeFor = (t: TFunction): MantineThemeOverride => ({
  ...theme,
  components: {
    ...theme.components,
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': t('common:closeDialog') },
        // A name typed without spaces (a 60-character device name) wraps instead of pushing the
        // dialog wider than a phone.
        styles: { title: { overflowWrap: 'break-word', minWidth: 0 }, body: { overflowWrap: 'break-word' } },
      } satisfies Partial<ModalProps>,
    },
    // Every toast can be closed; its close button needs a name too (axe: button-name).
    Notification: {
      ...theme.components?.['Notification'],
      defaultProps: { closeButtonProps: { 'aria-label': t('common:close') } },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': t('common:closeDialog') },
      } satisfies Partial<DrawerProps>,
    },
    ColorInput: {
      defaultProps: {
        eyeDropperButtonProps: { 'aria-label': t('common:pickColour') },
      } satisfies ColorInputProps,
    },
    // Mantine names the eye "Toggle password visibility" in English and keeps it out of the Tab order:
    // every password field here names it in the user's language and lets the keyboard reach it.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': t('common:togglePassword') },
      } satisfies Partial<PasswordInputProps>,
    },
  },
});

/** Mantine's dark page and card backgrounds (dark[7] and dark[6]), exported for the contrast test. */
export const DARK_SURFACES = ['#242424', '#2e2e2e'] as const;

/**
 * Secondary ("dimmed") text no lighter than requirements §10.1 allows: Mantine's default grey #868E96 is
 * 3.3:1 on white, this one 5.8:1. In dark mode Mantine's dimmed #828282 (4.0:1) and violet text, links
 * and light badges in shade 4 (3.7:1 on the dark page) are too dim; these reach 5:1 on both dark surfaces.
 */
export const DARK_TEXT = { dimmed: '#a3a3a3', violet: violet[2] } as const;

/** Mantine's grey at the shades strong text uses: 8 on light surfaces, 3 on dark ones. */
const GRAY_TEXT = { light: '#343a40', dark: '#dee2e6' } as const;

/** The colours strong text comes in: the palette and Mantine's grey. */
export type StrongColor = keyof typeof PALETTE | 'gray';

/**
 * Text in a colour that must read in both schemes (a badge on its tint, a warning): index 9 on
 * light surfaces, index 2 on dark ones, where index 9 all but disappears. Use as
 * `c={strongText('orange')}` instead of a fixed `c="orange.9"`.
 */
export const strongText = (color: StrongColor) => `var(--passdeck-${color}-strong)`;
export const STRONG_TEXT = { violet: strongText('violet'), orange: strongText('orange') } as const;

/** Each strong text colour as the light and the dark scheme draw it (exported for the contrast test). */
export const STRONG_SHADES: Readonly<Record<StrongColor, { light: string; dark: string }>> = {
  ...(Object.fromEntries(
    Object.entries(PALETTE).map(([name, shades]) => [name, { light: shades[9], dark: shades[2] }]),
  ) as Record<keyof typeof PALETTE, { light: string; dark: string }>),
  gray: GRAY_TEXT,
};

const strongVariables = (scheme: 'light' | 'dark') =>
  Object.fromEntries(
    Object.entries(STRONG_SHADES).map(([name, shades]) => [`--passdeck-${name}-strong`, shades[scheme]]),
  );

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6673', ...strongVariables('light') },
  dark: {
    '--mantine-color-dimmed': DARK_TEXT.dimmed,
    '--mantine-color-anchor': DARK_TEXT.violet,
    '--mantine-color-violet-text': DARK_TEXT.violet,
    '--mantine-color-violet-light-color': DARK_TEXT.violet,
    ...strongVariables('dark'),
  },
});
