import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '@brainboost/domain/schemas/me';
import { useSession } from '../stores/session-store';
import { LoadingFallback } from './loading-fallback';

/**
 * For pages that need an account: a loading screen while the session is checked, the sign-in page
 * (coming back here afterwards) for visitors, else the page, given the signed-in user.
 */
export function RequireSignIn({ children }: { children: ReactNode | ((me: Me) => ReactNode) }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingFallback />;
  if (session.status === 'signedOut')
    return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return typeof children === 'function' ? children(session.me) : children;
}
