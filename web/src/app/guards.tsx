import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@bo/domain';
import { AccessDenied } from '../ui/AccessDenied.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { useSession } from './session.tsx';
import { authUrls, loginUrlFor } from '../features/auth/urls.ts';

/**
 * Protected routes: without a session the user goes to /login
 * (docs/areas/platform.md#shell-and-routes), which brings them back here once signed in; but not
 * after a sign-out: on a shared tablet the next person would land on the page of the one who left.
 */
export function RequireAuth() {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader fullScreen />;
  if (status === 'anonymous') {
    return <Navigate to={signedOut ? authUrls.login : loginUrlFor(location)} replace />;
  }
  return <Outlet />;
}

/**
 * A route that lists its allowed roles: other roles see 'Accès non autorisé' in place of the
 * page, inside the shell (the server refuses the data anyway).
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <AccessDenied />;
  return <>{children ?? <Outlet />}</>;
}
