/**
 * Edit on a test card hands the id to the reading editor through sessionStorage ("the id is
 * passed through a stored value and the editor opens that test directly"). One key for both sides.
 */
export const ADMIN_EDIT_ID_KEY = "bandcraft.adminEditId";
