import { useSession } from '../../../stores/session-store';

/**
 * Where "Unlock with Premium" leads: the plans page. A child's account never pays; the plans page
 * offers it "Ask a parent" instead of a price, so the button says so.
 */
export function useUpgradePath(): { to: string; child: boolean } {
  const session = useSession();
  return { to: '/pricing', child: session.status === 'signedIn' && session.me.user.isChild };
}
