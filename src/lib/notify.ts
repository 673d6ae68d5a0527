import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';

// The notifications package and the toasts' container load on the first toast, so the many
// pages that never show one do not download them. A toast shown before the container is on
// screen waits in the package's store and appears with it.
let requested = false;

/**
 * At most this many toasts at once: sign-up can fail six rules together and each gets its own.
 * Set on the store itself, since toasts shown before the container mounts are queued by it.
 */
export const TOAST_LIMIT = 8;
const listeners = new Set<() => void>();

/** Shows a toast. */
export function notify(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  // Mantine's close button has no accessible name of its own.
  const closeButtonProps = { 'aria-label': i18n.t('common.closeToast'), ...data.closeButtonProps };
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
    notifications.show({ ...data, closeButtonProps });
  });
}

/** True once any toast was asked for: app/Providers then mounts the container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
