import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

// The notifications package and the toasts' container load on the first toast, so the many
// pages that never show one do not download them. A toast shown before the container is on
// screen waits in the package's store and appears with it.
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast. */
export function notify(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
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
