import type { ReactNode } from 'react';
import { Navigate, useLocation, useOutletContext } from 'react-router';
import type { Me } from '@brainboost/domain/schemas/me';
import { LoadingFallback } from '../../../components/loading-fallback';
import { ApiError } from '../../../lib/api-client';
import { useAccessCheck } from '../api/access-check';

/** What an admin page gets from the guard: the signed-in administrator. */
export type AdminContext = { me: Me };
export const useAdmin = () => useOutletContext<AdminContext>();

/**
 * Spec admin guard: loading, then allowed or redirected. Signed out goes to /login with the current
 * path to come back to; any other failure of the access check goes home; so does anyone who is
 * neither admin nor master. The server refuses the admin API to them either way.
 */
export function AdminGuard({ children }: { children: (me: Me) => ReactNode }) {
  const check = useAccessCheck();
  const location = useLocation();
  if (check.isPending) return <LoadingFallback />;
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 401) {
      return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    }
    return <Navigate to="/" replace />;
  }
  const role = check.data.access.access_type;
  if (role !== 'admin' && role !== 'master') return <Navigate to="/" replace />;
  return children(check.data);
}
