import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { loginPathFor, safeNextPath } from '../../lib/safe-redirect';

/**
 * Member-only pages: a visitor goes to /login with `?next=` set to where they were, so signing in
 * brings them back. (Rendered below RootLayout, so the session is already known.)
 */
export function RequireUser() {
  const { data: user } = useMe();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in person goes on to `?next=` (when safe) or home. */
export function GuestOnly() {
  const { data: user } = useMe();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return <Outlet />;
}
