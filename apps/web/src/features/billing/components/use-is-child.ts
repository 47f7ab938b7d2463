import { useSession } from '../../../stores/session-store';

/** A child's account never pays: its pages offer asking a parent instead of a payment form. */
export function useIsChild(): boolean {
  const session = useSession();
  return session.status === 'signedIn' && Boolean(session.me.user.isChild);
}
