import { notifications } from '@mantine/notifications';

/** Toasts (requirements §8: top-right, dark, 4 s — set on the <Notifications> host and the theme). */
export const notify = {
  error: (message: string) => notifications.show({ color: 'red', message, withBorder: true }),
  success: (message: string) => notifications.show({ color: 'mint', message, withBorder: true }),
  info: (message: string) => notifications.show({ color: 'violet', message, withBorder: true }),
  warning: (message: string) => notifications.show({ color: 'yellow', message, withBorder: true }),
};
