// The shell's public entry: all that other features may use of it. Choose your password offers signing out
// with the header's own confirmation.

export { LogoutDialog } from "./logout-dialog";
