/** Where an account holding a one-time password chooses its own (the guards and the sign-in page send it there). */
export const CHOOSE_PASSWORD_PATH = "/account/choose-password";

/** The route state the guards leave there: the address the learner was opening, to go on to afterwards. */
export type TChoosePasswordState = { from?: string };

/** The address to go on to from a route state, or the home page; only an address inside the app is followed. */
export function continueTo(state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as TChoosePasswordState).from : undefined;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && from !== CHOOSE_PASSWORD_PATH
    ? from
    : "/";
}
