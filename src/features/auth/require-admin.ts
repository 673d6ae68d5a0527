import { redirect } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { settledAuthState } from './auth-store';

/**
 * The admin area's beforeLoad: waits for the session, then turns a visitor away with
 * the site's message, to /auth when not signed in and to / when signed in without the admin
 * role. A preload (a pointer resting on a link) only decides; it shows no message.
 */
export async function requireAdmin({ preload }: { preload: boolean }): Promise<void> {
  const auth = await settledAuthState();
  if (auth.status === 'signedIn' && auth.isAdmin) return;
  const signedOut = auth.status === 'signedOut';
  if (!preload) {
    notify({
      color: 'red',
      message: i18n.t(signedOut ? 'layout.account.messages.needLogin' : 'layout.account.messages.needAdmin'),
    });
  }
  throw redirect({ to: signedOut ? '/auth' : '/', replace: true });
}
