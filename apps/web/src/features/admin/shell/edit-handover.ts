/**
 * Edit on a test card hands the id to the reading editor through sessionStorage ("the id is
 * passed through a stored value and the editor opens that test directly"). One key for both sides.
 */
export const ADMIN_EDIT_ID_KEY = "bandcraft.adminEditId";

/** Opens the reading editor on a test: hands its id over, then switches the admin page to the editor. */
export function openInEditor(id: string, showEditor: () => void): void {
  try {
    sessionStorage.setItem(ADMIN_EDIT_ID_KEY, id);
  } catch {
    // Without storage the editor opens on its search screen instead.
  }
  showEditor();
}
