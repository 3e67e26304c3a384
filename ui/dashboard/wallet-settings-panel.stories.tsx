import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WalletStatus } from '#domain/wallet/index.ts';
import { WalletSettingsNotice } from './wallet-settings-panel.tsx';

const ready: WalletStatus = {
  publicUrl: 'https://passes.cafe-aurora.example',
  apple: { signing: 'production', updates: true, updateProblem: null, pushes: true },
  google: { signing: 'production', updates: true },
};

const meta: Meta<typeof WalletSettingsNotice> = {
  title: 'Dashboard/WalletSettingsNotice',
  component: WalletSettingsNotice,
  parameters: { layout: 'padded' },
};
export default meta;

/** A fresh install: development credentials and an http address. */
export const FreshInstall: StoryObj<typeof WalletSettingsNotice> = {
  args: {
    status: {
      publicUrl: 'http://localhost:3000',
      apple: { signing: 'development', updates: false, updateProblem: 'not_https', pushes: false },
      google: { signing: 'development', updates: false },
    },
  },
};

/** Live credentials behind a local address only. */
export const LocalAddress: StoryObj<typeof WalletSettingsNotice> = {
  args: {
    status: {
      ...ready,
      publicUrl: 'https://192.168.1.20',
      apple: { ...ready.apple, updates: false, updateProblem: 'local_address' },
    },
  },
};

/** All set: nothing shows. */
export const Ready: StoryObj<typeof WalletSettingsNotice> = { args: { status: ready } };
