import { ADMIN_PRIVILEGE, TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { CHOOSE_PASSWORD_PATH, type TChoosePasswordState } from "../lib/account-paths";
import { clearSession, hasPrivilege, type TSession, useSession } from "../lib/session";

function useValidSession() {
  const session = useSession();
  const valid = session !== null && isSessionValid(session.expiresAt, Date.now());
  // A session that expired while the tab was open fails the validity check: forget it.
  useEffect(() => {
    if (session && !valid) clearSession();
  }, [session, valid]);
  return valid ? session : null;
}

/** To Choose your password, remembering the address being opened so the learner goes on there afterwards. */
function ToChoosePassword() {
  const { pathname, search, hash } = useLocation();
  const state: TChoosePasswordState = { from: `${pathname}${search}${hash}` };
  return <Navigate to={CHOOSE_PASSWORD_PATH} replace state={state} />;
}

const mustChoosePassword = (session: TSession | null) => session?.user.mustChangePassword === true;

/**
 * A screen open to everyone: a signed-in account that must still choose its own password goes to do that
 * first (every call but a few is refused until it has).
 */
export function RequirePasswordChosen({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (mustChoosePassword(session)) return <ToChoosePassword />;
  return children;
}

/** Authentication required: an invalid or missing token goes to /auth, a one-time password to choose its own. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <Navigate to="/auth" replace />;
  if (mustChoosePassword(session)) return <ToChoosePassword />;
  return children;
}

/** Administrator required: signed out goes to /auth, signed in without privilege 1 goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <Navigate to="/auth" replace />;
  if (mustChoosePassword(session)) return <ToChoosePassword />;
  if (!hasPrivilege(session, ADMIN_PRIVILEGE)) return <Navigate to="/" replace />;
  return children;
}

/** Teacher or administrator required: signed out goes to /auth, signed in without privilege 10 or 1 goes to /. */
export function RequireTeacher({ children }: { children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <Navigate to="/auth" replace />;
  if (mustChoosePassword(session)) return <ToChoosePassword />;
  if (!hasPrivilege(session, TEACHER_PRIVILEGE) && !hasPrivilege(session, ADMIN_PRIVILEGE)) {
    return <Navigate to="/" replace />;
  }
  return children;
}
