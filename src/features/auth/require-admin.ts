import { redirect } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { hasStoredSession, settledAuthState } from './auth-store';

/** Turns a visitor away with the site's message: to /auth when signed out, to / otherwise. */
function turnAway(signedOut: boolean, preload: boolean): never {
  if (!preload) {
    notify({
      color: 'red',
      message: i18n.t(signedOut ? 'layout.account.messages.needLogin' : 'layout.account.messages.needAdmin'),
    });
  }
  throw redirect({ to: signedOut ? '/auth' : '/', replace: true });
}

/**
 * The admin area's beforeLoad. With no session stored it decides at once, in the same
 * task: no backend request and no supabase-js download, so a visitor who is not signed in is on
 * /auth even when the backend is down. With one, it waits for the session and its one role
 * lookup. A preload (a pointer resting on a link) only decides; it shows no message.
 */
export function requireAdmin({ preload }: { preload: boolean }): void | Promise<void> {
  if (!hasStoredSession()) turnAway(true, preload);
  return settledAuthState().then((auth) => {
    if (auth.status === 'signedIn' && auth.isAdmin) return;
    turnAway(auth.status === 'signedOut', preload);
  });
}
