import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand violet #7B61FF at index 6 (Mantine's primary shade). */
const violet: MantineColorsTuple = [
  '#f1eeff',
  '#ded8ff',
  '#bbaeff',
  '#9781ff',
  '#7b61ff',
  '#6a4ffb',
  '#7b61ff',
  '#5b3fe0',
  '#4f36c8',
  '#412cab',
];

/** Mint #00FF85 for success accents (used sparingly; dark text on it). */
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

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  colors: { violet, mint },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Notification: {
      // SPEC §8: toasts are dark whatever the page's colour scheme.
      styles: {
        root: { backgroundColor: '#1c1b22', borderColor: '#2c2b35' },
        title: { color: '#ffffff' },
        description: { color: '#d9d7e3' },
        closeButton: { color: '#d9d7e3' },
      },
    },
  },
});
