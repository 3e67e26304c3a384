import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
      // requirements §8: toasts are dark whatever the page's colour scheme.
      styles: {
        root: { backgroundColor: '#1c1b22', borderColor: '#2c2b35' },
        title: { color: '#ffffff' },
        description: { color: '#d9d7e3' },
        closeButton: { color: '#d9d7e3' },
      },
    },
  },
});

/**
 * Secondary ("dimmed") text no lighter than requirements §10.1 allows: Mantine's default grey #868E96 is
 * 3.3:1 on white, this one 5.8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6673' },
  dark: {},
});
