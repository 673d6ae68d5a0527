import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/** The toasts' container; Providers loads it with the first toast (see lib/notify). */
export default function Toasts() {
  return <Notifications position="top-right" />;
}
