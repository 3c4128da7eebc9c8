import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { loginPathFor, safeNextPath } from '../../lib/safe-redirect';
import { ForbiddenPage } from './forbidden-page';

/**
 * Member-only pages: a visitor goes to /login with `?next=` set to where they were, so signing in
 * brings them back. Someone who signs out while on such a page goes home instead.
 * (Rendered below RootLayout, so the session is already known.)
 */
export function RequireUser() {
  const { data: user } = useMe();
  const location = useLocation();
  // Whether this member area was entered signed in; the guard stays mounted while moving between its pages.
  const [enteredSignedIn] = useState(Boolean(user));
  if (!user) {
    const target = enteredSignedIn ? '/' : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in person goes on to `?next=` (when safe) or home. */
export function GuestOnly() {
  const { data: user } = useMe();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return <Outlet />;
}

/**
 * Admin-only pages (decision 017), inside RequireUser: a member without the admin role gets the 403 page in
 * place, and never downloads the admin screen's code. The API refuses them too; this only keeps the UI honest.
 */
export function RequireAdmin() {
  const { data: user } = useMe();
  if (!user?.isAdmin) return <ForbiddenPage />;
  return <Outlet />;
}
