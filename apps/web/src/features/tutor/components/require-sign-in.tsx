import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useSession } from '../../../stores/session-store';

/** The tutor keeps each learner's history, so its pages need an account. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingFallback />;
  if (session.status === 'signedOut') return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}
