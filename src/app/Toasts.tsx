import { useSyncExternalStore, type CSSProperties } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { TOAST_LIMIT } from '@/lib/notify';
import { headerHeight, onHeaderHeight } from './layout/header-height';
import classes from './Toasts.module.css';

/**
 * The toasts' container; Providers loads it with the first toast (see lib/notify). On a phone
 * they stack at the bottom, compact, so they leave the page's heading and form in view.
 */
export default function Toasts() {
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const height = useSyncExternalStore(onHeaderHeight, headerHeight, () => undefined);
  return (
    <Notifications
      position={narrow ? 'bottom-center' : 'top-right'}
      limit={TOAST_LIMIT}
      classNames={{ root: classes.root, notification: classes.toast }}
      style={height === undefined ? undefined : ({ '--header-height': `${height}px` } as CSSProperties)}
    />
  );
}
