import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('a toast on the same topic takes the place of the last one; other toasts stay', () => {
    notify.error('Please fill in the required fields', 'creator.save');
    notify.info('A teammate joined');
    notify.success('Draft saved', 'creator.save');
    expect(shown()).toEqual(['A teammate joined', 'Draft saved']);
  });

  it('toasts without a topic pile up as before', () => {
    notify.error('One');
    notify.error('Two');
    expect(shown()).toEqual(['One', 'Two']);
  });

  it('takes away the toast of a topic, and leaves the others', () => {
    notify.warning('Please enter a device name', 'device-key.name');
    notify.info('A teammate joined');
    notify.dismiss('device-key.name');
    expect(shown()).toEqual(['A teammate joined']);
  });
});
