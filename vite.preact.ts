import type { Alias } from 'vite';

/**
 * Serves the React views on Preact: `react` resolves to `react` (preact/compat, or a module built on
 * it), React DOM and the JSX runtime to Preact's. Used by the dashboard's and the public pages' builds.
 */
export const preactAliases = (react: string): Alias[] => [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: react },
];
