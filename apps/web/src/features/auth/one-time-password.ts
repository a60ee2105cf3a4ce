import { getSession } from "../../lib/session";

/**
 * The one-time password the learner has just signed in with, held in this page's memory only (never in
 * storage or the history's state), so Choose your password can send it as the current one without asking
 * again. A reload forgets it; the screen then asks for it.
 */
let remembered: { email: string; password: string } | null = null;

/** Keeps the password an account holding a one-time password signed in with. */
export function rememberOneTimePassword(email: string, password: string): void {
  remembered = { email, password };
}

/** The remembered one-time password of this account while it is signed in, or null (a reload, a sign-out). */
export function oneTimePasswordOf(email: string): string | null {
  // Signed out (or someone else signed in) since: forget it rather than keep it for the next person.
  if (getSession()?.user.email !== remembered?.email) remembered = null;
  return remembered?.email === email ? remembered.password : null;
}

/** Forgets it: the own password is chosen, or someone signed in without one. */
export function forgetOneTimePassword(): void {
  remembered = null;
}
