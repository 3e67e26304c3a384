import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The app's vite config roots Vite in src/web; stories live under ui/.
    return { ...viteConfig, root: process.cwd(), build: { ...viteConfig.build, outDir: undefined } };
  },
};

export default config;
