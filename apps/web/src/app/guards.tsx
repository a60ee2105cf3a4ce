import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { clearSession, hasPrivilege, useSession } from "../lib/session";

function useValidSession() {
  const session = useSession();
  const valid = session !== null && isSessionValid(session.expiresAt, Date.now());
  // A session that expired while the tab was open fails the validity check: forget it.
  useEffect(() => {
    if (session && !valid) clearSession();
  }, [session, valid]);
  return valid ? session : null;
}

/** Authentication required: an invalid or missing token goes to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <Navigate to="/auth" replace />;
  return children;
}

/** Administrator required: signed out goes to /auth, signed in without privilege 1 goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <Navigate to="/auth" replace />;
  if (!hasPrivilege(session, ADMIN_PRIVILEGE)) return <Navigate to="/" replace />;
  return children;
}
