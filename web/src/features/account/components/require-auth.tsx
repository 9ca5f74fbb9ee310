import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirectState, useAuth } from '../../../lib/auth';
import { PageLoading } from '../../../components/page-loading';

interface RequireAuthProps {
  /** Shown on the login page, e.g. 'Please log in to use the planner.' */
  message?: string;
  /** The guarded page; without it the guard renders its child routes. */
  children?: ReactNode;
}

/** Lets only signed-in users through; others go to /login with the page's message. */
export function RequireAuth({ message, children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <PageLoading label="Checking your sign-in..." />;
  if (auth.status === 'signedOut') {
    return <Navigate to="/login" replace state={loginRedirectState(location, message)} />;
  }
  return children ?? <Outlet />;
}
