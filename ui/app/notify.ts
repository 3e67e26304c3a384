import { notifications } from '@mantine/notifications';

const toast = (color: string) => (message: string, topic?: string) => {
  // A toast about the same thing replaces the one before: "Draft saved" must not stand beside
  // the "fill in the required fields" it has just made untrue.
  if (topic) notifications.hide(topic);
  return notifications.show({ id: topic, color, message, withBorder: true });
};

/**
 * Toasts (requirements §8: top-right, dark, 4 s — set on the <Notifications> host and the theme).
 * `topic` names what a toast is about; a later toast on the same topic takes its place.
 */
export const notify = {
  error: toast('red'),
  success: toast('mint'),
  info: toast('violet'),
  warning: toast('yellow'),
  /** Takes a topic's toast away once what it said no longer holds. */
  dismiss: (topic: string) => notifications.hide(topic),
};
