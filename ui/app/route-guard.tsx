import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { resolveRouteAccess } from '#domain/auth/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { PageLoader } from './page-loader.tsx';

/** Applies the requirements §2.1 guard (a pure domain rule) to every route. */
export const RouteGuard = () => {
  const location = useLocation();
  const { status, user } = useSnapshot(authStore);
  if (status === 'idle' || status === 'loading') {
    return <PageLoader />;
  }
  const access = resolveRouteAccess(location.pathname, location.search, { user });
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  return <Outlet />;
};
